import { titleAndDescription } from '@/fields/title-and-description'

import { contentGlobal, imageField, itemsField } from '../content-global'
import { labelField } from '../label-field'

/** The paid digital products (sold on an external sales page) and why to choose them. */
export const Products = contentGlobal('products', 'Digital products', [
  itemsField('Products', [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'subtitle', type: 'text', maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, maxLength: 1200 },
    {
      type: 'row',
      fields: [
        { name: 'originalPrice', label: 'Original price (RM)', type: 'number', min: 0 },
        { name: 'price', label: 'Price (RM)', type: 'number', required: true, min: 0 },
      ],
    },
    {
      name: 'highlights',
      type: 'array',
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }],
    },
    {
      name: 'link',
      label: 'Sales page URL',
      type: 'text',
      required: true,
      maxLength: 500,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https:\/\//.test(value) ? true : 'Use an https:// address',
    },
    imageField(),
  ]),
  labelField('purchaseButton', 'Purchase Now', 'Purchase button'),
  {
    name: 'whyChoose',
    type: 'array',
    fields: [...titleAndDescription(80, 400)],
  },
])
