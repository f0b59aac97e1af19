/** Text as Testing Library reads it: prices and thousands hold narrow no-break spaces, matched as spaces. */
export const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
