import { BadgeCheck, Gift, GraduationCap, Zap, type Icon } from '@/components/ui/icons'

import { ProductCard } from '@/components/products/product-card'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { getCachedGlobal } from '@/server/content/globals'

import { noStaticParams, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

// Icons by position: the reasons are editors' text, the artwork is layout.
const REASON_ICONS: Icon[] = [Zap, BadgeCheck, GraduationCap, Gift]

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

const page = pageRenderedOnFirstRequest({
  read: () => ({ pages: getCachedGlobal('pages'), products: getCachedGlobal('products') }),
  metadata: ({ pages, products }) => ({
    path: '/products',
    title: pages.products.hero.heading,
    description: pages.products.hero.intro ?? '',
    image: products.items?.[0]?.image,
  }),
  body: ({ pages, products }) => {
    const text = pages.products
    return (
      <>
        <PageHero heading={text.hero.heading} intro={text.hero.intro} />
        <Section>
          <ul className="grid gap-8 lg:grid-cols-2">
            {(products.items ?? []).map((product) => (
              <li key={product.id ?? product.title}>
                <ProductCard
                  product={product}
                  purchaseLabel={products.purchaseButton}
                  headingLevel="h2"
                />
              </li>
            ))}
          </ul>
        </Section>
        <Section tone="mist" labelledBy="products-why-choose">
          <SectionHeading id="products-why-choose" {...text.whyChoose} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(products.whyChoose ?? []).map((reason, i) => {
              const Icon = REASON_ICONS[i % REASON_ICONS.length]
              return (
                <li
                  key={reason.id ?? reason.title}
                  className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100"
                >
                  <span className="grid size-12 place-items-center rounded-lg bg-navy-900 text-gold-300">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold text-navy-900">{reason.title}</h3>
                  <p className="mt-2 text-slate-600">{reason.description}</p>
                </li>
              )
            })}
          </ul>
        </Section>
      </>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
