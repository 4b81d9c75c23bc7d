export function latitudeProblem(value: number): string | undefined {
  return Number.isFinite(value) && value >= -90 && value <= 90 ? undefined : 'Latitude must be a number from -90 to 90.'
}

export function longitudeProblem(value: number): string | undefined {
  return Number.isFinite(value) && value >= -180 && value <= 180 ? undefined : 'Longitude must be a number from -180 to 180.'
}
