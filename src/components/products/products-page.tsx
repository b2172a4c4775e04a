import { BadgeCheck, Gift, GraduationCap, Zap, type Icon } from '@/components/ui/icons'
import { ProductList } from '@/components/products/product-list'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { Page, Product } from '@/payload-types'

// Icons by position: the reasons are editors' text, the artwork is layout.
const REASON_ICONS: Icon[] = [Zap, BadgeCheck, GraduationCap, Gift]

/** The digital products on sale elsewhere, and why to choose them. */
export function ProductsPage({ pages, products }: { pages: Page; products: Product }) {
  const text = pages.products
  return (
    <>
      <PageHero {...text.hero} />
      <Section>
        <ProductList products={products} className="grid gap-8 lg:grid-cols-2" headingLevel="h2" />
      </Section>
      <Section tone="mist" heading={{ ...text.whyChoose, id: 'products-why-choose' }}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(products.whyChoose ?? []).map((reason, i) => {
            const Icon = REASON_ICONS[i % REASON_ICONS.length]
            return (
              <li key={reason.id ?? reason.title} className="panel p-6">
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
}
