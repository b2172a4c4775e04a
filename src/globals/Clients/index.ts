import { contentGlobal, imageField } from '../content-global'

export const Clients = contentGlobal('clients', 'Clients', [
  {
    name: 'sectors',
    type: 'array',
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      { name: 'description', type: 'textarea', maxLength: 500 },
      imageField(),
      {
        name: 'clients',
        type: 'array',
        fields: [{ name: 'name', type: 'text', required: true, maxLength: 160 }],
      },
    ],
  },
])
