/** Distances as a French diner reads them: "2,3", one decimal at most. */
const distanceFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export const formatDistance = (distance: number) => distanceFormat.format(distance);
