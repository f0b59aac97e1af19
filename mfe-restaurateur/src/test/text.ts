import { screen, within } from '@testing-library/react';

/**
 * Testing Library collapses every whitespace of the DOM text (fr-FR amounts and percentages
 * use no-break spaces) into plain spaces, but not the expected strings: collapse them too.
 */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

type Events = {
  clear: (element: Element) => Promise<void>;
  click: (element: Element) => Promise<void>;
  paste: (text: string) => Promise<void>;
};

/** Replaces a field's value at once (a paste): typing long texts key by key only slows tests down. */
export async function fill(events: Events, field: Element, text: string): Promise<void> {
  await events.clear(field);
  await events.click(field);
  await events.paste(text);
}

/** The value a StatCard labelled `label` shows inside the region `region`, as read (see `flat`). */
export const statValue = (region: string, label: string) =>
  flat(
    within(screen.getByRole('region', { name: region }))
      .getByText(label)
      .closest('dl')
      ?.querySelector('dd')?.textContent ?? '',
  );
