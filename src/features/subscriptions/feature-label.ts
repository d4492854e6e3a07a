/** Spec: feature keys are shown with underscores turned into capitalised words. */
export const featureLabel = (key: string) =>
  key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The second plan is the popular one when there are more than two and it is not free. */
export const isMostPopular = (index: number, count: number, price: number) =>
  index === 1 && count > 2 && price !== 0;
