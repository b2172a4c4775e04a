import { ProductsPage } from '@/components/products/products-page'
import { getCachedGlobal } from '@/server/content/globals'

import { heroSeo, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/products', {
  read: () => ({ products: getCachedGlobal('products') }),
  seo: ({ pages, products }) => heroSeo(pages.products.hero, products.items?.[0]?.image),
  body: (content) => <ProductsPage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
