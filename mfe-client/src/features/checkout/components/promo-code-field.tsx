import { useEffect, useRef } from 'react';
import { Button, Field, Input } from '@teranga/shared-ui';
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
          aria-label="Code promo"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            promo.apply();
          }}
        >
          <Field label="Code promo" optionalText="(optionnel)" error={status.kind === 'refused' ? status.reason : null}>
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
          <Button type="submit" variant="secondary" loading={status.kind === 'checking'} loadingText="Vérification...">
            Appliquer
          </Button>
        </form>
      )}
      <div className={applied ? styles.promoApplied : undefined} data-testid={applied ? 'promo-applied' : undefined}>
        <p className={styles.promoMessage} role="status">
          {applied && (
            <>
              Code <strong>{status.code}</strong> appliqué : {status.quote.message}
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
            Retirer
          </Button>
        )}
      </div>
    </div>
  );
}
