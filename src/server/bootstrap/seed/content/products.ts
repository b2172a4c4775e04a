import type { ProductSeed } from './types'

export const PRODUCTS: ProductSeed[] = [
  {
    title: 'Rahsia Pemimpin Hebat Dalam 90 Hari',
    subtitle: 'Program digital 9 modul untuk membina kepimpinan yang berpengaruh',
    description:
      'Panduan langkah demi langkah untuk menjadi pemimpin yang dihormati dan diikuti dalam masa 90 hari. Anda akan belajar cara membina keyakinan, berkomunikasi dengan jelas, membuat keputusan yang tepat dan menggerakkan pasukan ke arah matlamat yang sama.',
    originalPrice: 149,
    price: 59,
    highlights: [
      '9 modul pembelajaran yang lengkap dan tersusun',
      '14 bonus eksklusif bernilai RM1500',
      'Pelan tindakan 90 hari yang mudah diikuti',
      'Akses segera selepas pembayaran disahkan',
    ],
    link: 'https://shop.leadershipacademy.my/rahsia-pemimpin-hebat-90-hari',
    image: {
      key: 'product-rahsia-pemimpin-hebat-90-hari',
      label: 'Rahsia Pemimpin Hebat Dalam 90 Hari',
      caption: '9 modul · 14 bonus bernilai RM1500',
      shape: 'square',
      alt: 'Kulit produk digital Rahsia Pemimpin Hebat Dalam 90 Hari',
    },
  },
  {
    title: 'Membina Mindset Positif dan Berjaya',
    subtitle: '5 modul video, hanya 10 minit sehari',
    description:
      'Latih minda anda untuk berfikir secara positif, kekal bermotivasi dan bangkit semula selepas kegagalan. Setiap modul video ringkas dan padat, sesuai untuk ditonton setiap hari walaupun jadual anda sibuk.',
    originalPrice: 149,
    price: 49,
    highlights: [
      '5 modul video yang ringkas dan padat',
      'Hanya 10 minit sehari',
      'Latihan harian untuk membentuk tabiat positif',
      'Boleh ditonton di telefon atau komputer',
    ],
    link: 'https://shop.leadershipacademy.my/membina-mindset-positif-dan-berjaya',
    image: {
      key: 'product-membina-mindset-positif-dan-berjaya',
      label: 'Membina Mindset Positif dan Berjaya',
      caption: '5 modul video · 10 minit sehari',
      shape: 'square',
      alt: 'Kulit produk digital Membina Mindset Positif dan Berjaya',
    },
  },
]
