import type { GroupField, NumberFieldSingleValidation } from 'payload'

import { latitudeProblem, longitudeProblem } from '@/lib/coordinates'

/** A point on the map, for the map link and structured data. */
export function coordinates({
  name = 'map',
  label = 'Map location',
  description,
}: { name?: string; label?: string; description?: string } = {}): GroupField {
  return {
    name,
    label,
    ...(description ? { admin: { description } } : {}),
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'latitude',
            label: 'Latitude',
            type: 'number',
            validate: ((value) => (value == null ? true : (latitudeProblem(Number(value)) ?? true))) satisfies NumberFieldSingleValidation,
          },
          {
            name: 'longitude',
            label: 'Longitude',
            type: 'number',
            validate: ((value) => (value == null ? true : (longitudeProblem(Number(value)) ?? true))) satisfies NumberFieldSingleValidation,
          },
        ],
      },
    ],
  }
}
