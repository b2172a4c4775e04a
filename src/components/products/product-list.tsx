import type { Product } from '@/payload-types'

import { CardGrid } from '../ui/card-grid'
import { mediaPicture } from '../ui/media-picture'
import { ProductCard, type ProductCardData } from './product-card'

type ProductItem = NonNullable<Product['items']>[number]

const cardData = (product: ProductItem): ProductCardData => {
  const { originalPrice, subtitle } = product
  return {
    title: product.title,
    ...(subtitle ? { subtitle } : {}),
    description: product.description,
    highlights: (product.highlights ?? []).map((highlight) => highlight.text),
    price: product.price,
    // Shown struck through only where it is more than the price.
    ...(typeof originalPrice === 'number' && originalPrice > product.price
      ? { originalPrice }
      : {}),
    link: product.link,
    image: mediaPicture(product.image),
  }
}

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
          product={cardData(product)}
          purchaseLabel={products.purchaseButton}
          headingLevel={headingLevel}
        />
      )}
    </CardGrid>
  )
}
