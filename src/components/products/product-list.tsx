import type { Product } from '@/payload-types'

import { CardGrid } from '../ui/card-grid'
import { ProductCard } from './product-card'

/** The digital products as cards, each with the editors' purchase button text. */
export function ProductList({
  products,
  className,
  headingLevel,
}: {
  products: Product
  className: string
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <CardGrid items={products.items} className={className}>
      {(product) => (
        <ProductCard
          product={product}
          purchaseLabel={products.purchaseButton}
          headingLevel={headingLevel}
        />
      )}
    </CardGrid>
  )
}
