import type { ParseKeys, TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../i18n';

// Trans's own typing of keys and values is too deep for the compiler over a whole catalogue:
// the key is typed by `RichTextProps.k` instead.
const SimpleTrans = Trans as unknown as (props: {
  t: TFunction<typeof RESTAURATEUR_NS>;
  i18nKey: string;
  values?: Readonly<Record<string, string | number>>;
  components: Readonly<Record<string, ReactElement>>;
}) => ReactElement;

export interface RichTextProps {
  /** A sentence of the catalogue whose markup is `<hidden>`, `<strong>` or `<time>`. */
  k: ParseKeys<typeof RESTAURATEUR_NS>;
  values?: Readonly<Record<string, string | number>>;
  /** The `dateTime` of the sentence's `<time>`. */
  dateTime?: string;
}

/**
 * A catalogue sentence with some markup, translated whole (each language orders its words):
 * `<hidden>` is said to screen readers only, `<strong>` stands out, `<time>` is a machine-readable
 * time. Interpolated values are escaped (user data never becomes markup).
 */
export function RichText({ k, values, dateTime }: RichTextProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return (
    <SimpleTrans
      t={t}
      i18nKey={k}
      values={values}
      components={{
        hidden: <span className="tg-visually-hidden" />,
        strong: <strong />,
        time: <time dateTime={dateTime} />,
      }}
    />
  );
}
