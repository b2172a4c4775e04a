import { contentGlobal, imageField, itemsField } from '../content-global'

/** The home page carousel: each quote in Malay and English. */
export const Testimonials = contentGlobal('testimonials', 'Testimonials', [
  itemsField('Testimonials', [
    { name: 'quoteMalay', type: 'textarea', required: true, maxLength: 800 },
    { name: 'quoteEnglish', type: 'textarea', required: true, maxLength: 800 },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'position', type: 'text', required: true, maxLength: 160 },
    imageField(),
  ]),
])
