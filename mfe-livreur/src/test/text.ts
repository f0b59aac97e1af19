/**
 * What Testing Library compares against: the rendered text with every space collapsed to a plain
 * one. fr-FR formats put narrow no-break spaces in prices ('12,50 €'), which a raw string never equals.
 */
export const asRendered = (text: string) => text.replace(/\s+/g, ' ').trim();
