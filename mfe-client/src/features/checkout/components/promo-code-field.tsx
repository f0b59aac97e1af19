import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button, Field, Input } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import type { PromoCode } from '../hooks/use-promo-code';
import styles from './checkout.module.css';

/** Whether the keyboard focus went nowhere (its element left the page, or was disabled while checking). */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * 'Code promo': typed and applied with 'Appliquer' (or Enter: it is its own form, outside the
 * order's), then shown with the server's words and 'Retirer'; a refusal says the API's reason
 * under the field. The status line stays in the page, empty, so a screen reader hears the outcome.
 */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation(CLIENT_NS);
  const { status } = promo;
  const applied = status.kind === 'applied';
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  // The control the keyboard was on goes away as the code is applied or removed: focus follows
  // to what replaced it, unless the client is elsewhere (a cart change in the drawer re-checks it).
  useEffect(() => {
    if (!focusLost()) return;
    if (applied) removeRef.current?.focus();
    else if (status.kind === 'refused') inputRef.current?.focus();
  }, [applied, status.kind]);

  return (
    <div className={styles.promo}>
      {!applied && (
        <form
          className={styles.promoForm}
          aria-label={t('checkout.promo.label')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            promo.apply();
          }}
        >
          <Field
            label={t('checkout.promo.label')}
            optionalText={t('general.optional')}
            error={status.kind === 'refused' ? status.reason : null}
          >
            <Input
              ref={inputRef}
              value={promo.input}
              onChange={(event) => promo.edit(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className={styles.promoInput}
            />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            loading={status.kind === 'checking'}
            loadingText={t('checkout.promo.checking')}
          >
            {t('checkout.promo.apply')}
          </Button>
        </form>
      )}
      <div className={applied ? styles.promoApplied : undefined} data-testid={applied ? 'promo-applied' : undefined}>
        <p className={styles.promoMessage} role="status">
          {applied && (
            <>
              {/* The server's words after the label: kept out of the markup the catalogue's text is read as. */}
              <Trans
                t={t}
                i18nKey="checkout.promo.applied"
                values={{ code: status.code }}
                components={{ strong: <strong /> }}
              />{' '}
              {status.quote.message}
            </>
          )}
        </p>
        {applied && (
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            onClick={() => {
              promo.remove();
              // The field comes back empty, for another code.
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            {t('checkout.promo.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
