/**
 * Flat food illustrations, drawn as SVG fragments. Every component is drawn standing on the
 * ground at (0, 0), growing upwards (negative y); place it with `g(x, y, scale, …)`.
 * Colours come from the palette so that the whole set looks like one family.
 */
export * from './palette';
export * from './fried';
export * from './sauces';
export * from './burger';
export * from './sides';
export * from './containers';
export * from './drinks';
export * from './garnish';
export * from './wraps-and-salads';
export * from './desserts';
