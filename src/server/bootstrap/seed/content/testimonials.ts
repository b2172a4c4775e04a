import type { TestimonialSeed } from './types'

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    quoteMalay:
      'Program ini mengubah cara pegawai kanan kami berkomunikasi dan membuat keputusan. Pendekatannya praktikal, mudah difahami dan terus boleh digunakan dalam tugasan harian di jabatan.',
    quoteEnglish:
      'This program changed the way our senior officers communicate and make decisions. The approach is practical, easy to follow and immediately usable in our daily work in the department.',
    name: "Dato' Haji Kamarul Zaman bin Yusof",
    position: 'Director, Human Capital Development Division, Federal Ministry, Putrajaya',
    image: {
      key: 'testimonial-kamarul-zaman-yusof',
      label: "Dato' Haji Kamarul Zaman bin Yusof",
      caption: 'Director, Human Capital Development',
      shape: 'portrait',
      alt: "Portrait of Dato' Haji Kamarul Zaman bin Yusof",
    },
  },
  {
    quoteMalay:
      'Para pensyarah dan ketua jabatan kami pulang dengan semangat baharu. Kami kini mempunyai bahasa kepimpinan yang sama dan pelan tindakan yang jelas untuk fakulti.',
    quoteEnglish:
      'Our lecturers and heads of department came back with renewed energy. We now share a common language of leadership and a clear action plan for the faculty.',
    name: 'Prof. Madya Dr. Siti Hajar binti Mohd Noor',
    position: 'Dean, Faculty of Business and Management, Public University',
    image: {
      key: 'testimonial-siti-hajar-mohd-noor',
      label: 'Prof. Madya Dr. Siti Hajar binti Mohd Noor',
      caption: 'Dean, Faculty of Business and Management',
      shape: 'portrait',
      alt: 'Portrait of Prof. Madya Dr. Siti Hajar binti Mohd Noor',
    },
  },
  {
    quoteMalay:
      'Latihan ini benar-benar disesuaikan dengan cabaran organisasi kami. Pengurus barisan hadapan kini lebih yakin memimpin pasukan dan menyelesaikan masalah secara bersama.',
    quoteEnglish:
      'The training was truly tailored to the challenges of our organisation. Our front-line managers are now more confident leading their teams and solving problems together.',
    name: 'Encik Mohd Hafiz bin Rahman',
    position: 'Senior Manager, Talent Development, Government-Linked Company',
    image: {
      key: 'testimonial-mohd-hafiz-rahman',
      label: 'Encik Mohd Hafiz bin Rahman',
      caption: 'Senior Manager, Talent Development',
      shape: 'portrait',
      alt: 'Portrait of Encik Mohd Hafiz bin Rahman',
    },
  },
  {
    quoteMalay:
      'Sesi mengenai personaliti kepimpinan membuka mata saya. Saya lebih memahami ahli pasukan dan konflik di tempat kerja dapat diurus dengan lebih tenang dan profesional.',
    quoteEnglish:
      'The session on leadership personality was an eye-opener. I understand my team members better, and conflicts at work are now handled more calmly and professionally.',
    name: 'Ms. Tan Mei Ling',
    position: 'Head of People & Culture, Manufacturing Group, Penang',
    image: {
      key: 'testimonial-tan-mei-ling',
      label: 'Ms. Tan Mei Ling',
      caption: 'Head of People & Culture',
      shape: 'portrait',
      alt: 'Portrait of Ms. Tan Mei Ling',
    },
  },
  {
    quoteMalay:
      'Kandungan strategik yang disampaikan sangat relevan dengan persekitaran perniagaan di Malaysia. Pasukan pengurusan kami kini merancang dan melaksanakan strategi dengan lebih tersusun.',
    quoteEnglish:
      'The strategic content was highly relevant to the Malaysian business environment. Our management team now plans and executes strategy in a far more structured way.',
    name: 'Dr. Ravindran a/l Subramaniam',
    position: 'Chief Operating Officer, Private Healthcare Group, Kuala Lumpur',
    image: {
      key: 'testimonial-ravindran-subramaniam',
      label: 'Dr. Ravindran a/l Subramaniam',
      caption: 'Chief Operating Officer',
      shape: 'portrait',
      alt: 'Portrait of Dr. Ravindran a/l Subramaniam',
    },
  },
]
