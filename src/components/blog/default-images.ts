import type { StaticImageData } from 'next/image'

import image1 from '../../../public/images/blog-defaults/1.webp'
import image2 from '../../../public/images/blog-defaults/2.webp'
import image3 from '../../../public/images/blog-defaults/3.webp'
import image4 from '../../../public/images/blog-defaults/4.webp'

/** The built-in pictures of posts without a featured image (spec §9: four of them). */
export const DEFAULT_BLOG_IMAGES: StaticImageData[] = [image1, image2, image3, image4]
