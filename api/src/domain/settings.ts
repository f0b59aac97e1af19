/**
 * The platform's settings (issue 17): commission, courier pay, the checkout's delivery fee, VAT
 * rates and the kitchen's deadlines. One row, absent until an admin saves it (the defaults apply).
 *
 * Read on every order, so each process keeps the last row read for `MAX_AGE_MS` and reads it
 * again after that (stale-while-revalidate): a change made by an admin reaches the process that
 * saved it at once and the other API processes within 5 s. Orders snapshot the terms they were
 * placed under (`commandes.money_terms`), so a change never rewrites an order already placed.
 */
import { DEFAULT_MONEY_SETTINGS, type OrderMoneyTerms, type PromoFunder } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import type { Deadlines } from '../config';
import type { Db } from '../db/client';
import { platformSettings, type PlatformSettingsRow } from '../db/schema';

export const MAX_AGE_MS = 5000;
const ROW_ID = 'platform';

export interface PlatformSettings {
  commission_bps: number;
  courier_base_cents: number;
  courier_per_km_cents: number;
  courier_min_cents: number;
  delivery_fee_cents: number;
  vat_food_bps: number;
  vat_delivery_bps: number;
  /** The admin's deadlines; null: the server's configuration (`ORDER_ACCEPT_WINDOW_S`…). */
  accept_window_s: number | null;
  unpaid_ttl_s: number | null;
  courier_alert_s: number | null;
  updated_at: string | null;
  updated_by: string | null;
}

export const DEFAULT_SETTINGS: PlatformSettings = {
  ...DEFAULT_MONEY_SETTINGS,
  accept_window_s: null,
  unpaid_ttl_s: null,
  courier_alert_s: null,
  updated_at: null,
  updated_by: null,
};

export function settingsOfRow(row: PlatformSettingsRow | undefined): PlatformSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    commission_bps: row.commissionBps,
    courier_base_cents: row.courierBaseCents,
    courier_per_km_cents: row.courierPerKmCents,
    courier_min_cents: row.courierMinCents,
    delivery_fee_cents: row.deliveryFeeCents,
    vat_food_bps: row.vatFoodBps,
    vat_delivery_bps: row.vatDeliveryBps,
    accept_window_s: row.acceptWindowS,
    unpaid_ttl_s: row.unpaidTtlS,
    courier_alert_s: row.courierAlertS,
    updated_at: row.updatedAt,
    updated_by: row.updatedBy,
  };
}

export function rowOfSettings(settings: PlatformSettings, at: string, by: string | null) {
  return {
    id: ROW_ID,
    commissionBps: settings.commission_bps,
    courierBaseCents: settings.courier_base_cents,
    courierPerKmCents: settings.courier_per_km_cents,
    courierMinCents: settings.courier_min_cents,
    deliveryFeeCents: settings.delivery_fee_cents,
    vatFoodBps: settings.vat_food_bps,
    vatDeliveryBps: settings.vat_delivery_bps,
    acceptWindowS: settings.accept_window_s,
    unpaidTtlS: settings.unpaid_ttl_s,
    courierAlertS: settings.courier_alert_s,
    updatedAt: at,
    updatedBy: by,
  };
}

/** Reads the row (inside a transaction when given one). */
export async function readSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, ROW_ID)).limit(1);
  return settingsOfRow(row);
}

/** The terms an order of `restaurantCommissionBps`'s restaurant is placed under. */
export function orderTerms(
  settings: PlatformSettings,
  restaurantCommissionBps: number | null,
  discountFundedBy: PromoFunder | null,
): OrderMoneyTerms {
  return {
    commission_bps: restaurantCommissionBps ?? settings.commission_bps,
    courier_base_cents: settings.courier_base_cents,
    courier_per_km_cents: settings.courier_per_km_cents,
    courier_min_cents: settings.courier_min_cents,
    vat_food_bps: settings.vat_food_bps,
    vat_delivery_bps: settings.vat_delivery_bps,
    discount_funded_by: discountFundedBy,
  };
}

/** The process's copy of the settings (see the module comment). */
export class SettingsStore {
  private value: PlatformSettings = DEFAULT_SETTINGS;
  private loadedAt = -Infinity;
  private loading: Promise<PlatformSettings> | null = null;
  /** The deadlines in force: the admin's, else the server's configuration. Read live by every user. */
  readonly deadlines: Deadlines;

  constructor(
    private readonly db: Db,
    private readonly configured: Deadlines,
    private readonly clock: () => number = Date.now,
  ) {
    const current = () => this.current();
    this.deadlines = {
      get acceptWindowS() {
        return current().accept_window_s ?? configured.acceptWindowS;
      },
      get unpaidTtlS() {
        return current().unpaid_ttl_s ?? configured.unpaidTtlS;
      },
      get courierSearchAlertS() {
        return current().courier_alert_s ?? configured.courierSearchAlertS;
      },
    };
  }

  /** The configured deadlines (what a null setting means). */
  get configuredDeadlines(): Deadlines {
    return this.configured;
  }

  private stale(): boolean {
    return this.clock() - this.loadedAt > MAX_AGE_MS;
  }

  private refresh(): Promise<PlatformSettings> {
    if (!this.loading) {
      this.loading = readSettings(this.db)
        .then((value) => {
          this.value = value;
          this.loadedAt = this.clock();
          return value;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  /** The settings now (at most `MAX_AGE_MS` old). */
  async latest(): Promise<PlatformSettings> {
    return this.stale() ? this.refresh() : this.value;
  }

  /** The last settings read, without waiting (a stale copy starts a read in the background). */
  current(): PlatformSettings {
    if (this.stale()) void this.refresh().catch(() => {});
    return this.value;
  }

  /** After a committed change in this process: used at once. */
  set(value: PlatformSettings): void {
    this.value = value;
    this.loadedAt = this.clock();
  }
}
