import type { BlogPage } from '@/payload-types'

type BlogPageTexts = Omit<BlogPage, 'id' | 'postsPerPage' | 'updatedAt' | 'createdAt'>

export const BLOG_PAGE_TEXTS: { en: BlogPageTexts; ms: BlogPageTexts } = {
  en: {
    heroEyebrow: 'Leadership Insights',
    heroHeading: 'Our Blog',
    heroIntro:
      'Practical ideas on leadership, communication and strategy from our trainers, for managers and leaders across Malaysia.',
    readMore: 'Read More',
    comingSoonHeading: 'Coming Soon',
    comingSoonText:
      'We are preparing our first articles. Please check back soon for leadership insights from our trainers.',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageOf: 'Page {page} of {pages}',
    backToBlog: 'Back to Blog',
    share: 'Share',
    linkCopiedTitle: 'Link copied',
    linkCopiedText: 'The address of this article is on your clipboard, ready to share.',
    copyFailedTitle: 'Could not copy the link',
    copyFailedText: 'Copy the address from your browser’s address bar instead.',
    callToActionHeading: 'Ready to Grow as a Leader?',
    callToActionText:
      'Explore our training programs, or tell us what your team needs and we will design a program for you.',
    programsButton: 'Explore Our Programs',
    contactButton: 'Contact Us',
    postNotFoundHeading: 'Post Not Found',
    postNotFoundText: 'The article you are looking for does not exist or is no longer available.',
    readingTime: '{minutes} min read',
    languageLabel: 'Language',
    tagsLabel: 'Tags',
    rssLink: 'RSS feed',
  },
  ms: {
    heroEyebrow: 'Wawasan Kepimpinan',
    heroHeading: 'Blog Kami',
    heroIntro:
      'Idea praktikal tentang kepimpinan, komunikasi dan strategi daripada jurulatih kami, untuk pengurus dan pemimpin di seluruh Malaysia.',
    readMore: 'Baca Lagi',
    comingSoonHeading: 'Akan Datang',
    comingSoonText:
      'Kami sedang menyediakan artikel pertama kami. Sila kembali tidak lama lagi untuk wawasan kepimpinan daripada jurulatih kami.',
    previousPage: 'Sebelumnya',
    nextPage: 'Seterusnya',
    pageOf: 'Halaman {page} daripada {pages}',
    backToBlog: 'Kembali ke Blog',
    share: 'Kongsi',
    linkCopiedTitle: 'Pautan disalin',
    linkCopiedText: 'Alamat artikel ini telah disalin dan sedia untuk dikongsi.',
    copyFailedTitle: 'Pautan tidak dapat disalin',
    copyFailedText: 'Sila salin alamat daripada bar alamat pelayar anda.',
    callToActionHeading: 'Bersedia untuk Berkembang sebagai Pemimpin?',
    callToActionText:
      'Terokai program latihan kami, atau beritahu kami keperluan pasukan anda dan kami akan mereka bentuk program khas untuk anda.',
    programsButton: 'Terokai Program Kami',
    contactButton: 'Hubungi Kami',
    postNotFoundHeading: 'Artikel Tidak Dijumpai',
    postNotFoundText: 'Artikel yang anda cari tidak wujud atau tidak lagi tersedia.',
    readingTime: '{minutes} minit bacaan',
    languageLabel: 'Bahasa',
    tagsLabel: 'Tag',
    rssLink: 'Suapan RSS',
  },
}
