/**
 * A small, real HTTP server that speaks the part of Stripe's API the app calls (products, prices,
 * customers, Checkout Sessions, subscriptions, invoices, portal sessions), with Stripe's
 * form-encoded requests and JSON answers, kept in memory. The app's `stripe` client is pointed at
 * it by STRIPE_API_BASE, so the tests exercise the real library end to end. It also plays the
 * browser-facing side: `/pay/:session` (the hosted checkout page) and `/portal/:customer`, and it
 * sends webhook events signed with the library's own test header helper.
 * Used by the API tests (apps/server/test/billing) and by the end-to-end server (e2e/serve.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;
type Form = { [key: string]: string | Form | Form[] | string[] };

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } } (Stripe's encoding of nested parameters). */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey!.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const parts = key.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** The locales Stripe's hosted pages accept (Checkout and the portal): no Arabic; anything else is refused. */
const HOSTED_LOCALES = new Set([
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
]);

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const MONTH = 30 * 86_400;
const YEAR = 365 * 86_400;

export interface LocalStripeOptions {
  webhookSecret: string;
  /** Where events go (the app's webhook route); null: the test delivers them itself. */
  webhookUrl?: string | null;
  /** Seconds since the epoch (a clock the test moves). */
  now?: () => number;
}

export class LocalStripe {
  readonly products = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly schedules = new Map<string, Obj>();
  /** Every API call received: "POST /v1/customers", for assertions. */
  readonly calls: Array<{ method: string; path: string; body: Form; query: Form }> = [];
  private server: Server | null = null;
  base = '';
  now: () => number;

  constructor(private readonly opts: LocalStripeOptions) {
    this.now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => this.send(res, 500, { error: { type: 'api_error', message: String(err) } }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }

  private missing(res: ServerResponse, what: string): void {
    this.send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
  }

  private list(url: string, data: Obj[]): Obj {
    return { object: 'list', url, has_more: false, data };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const body = parseForm(text);
    const query = parseForm(url.search.slice(1));
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (path.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${LOCAL_STRIPE_KEY}`) {
        this.send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      this.calls.push({ method, path, body, query });
    }
    const m = (pattern: RegExp) => pattern.exec(path);
    let hit: RegExpExecArray | null;

    if (method === 'GET' && (hit = m(/^\/v1\/products\/([^/]+)$/))) {
      const p = this.products.get(hit[1]!);
      return p ? this.send(res, 200, p) : this.missing(res, `product: '${hit[1]}'`);
    }
    if (method === 'POST' && path === '/v1/products') {
      const p = { id: (body.id as string) ?? id('prod'), object: 'product', name: body.name, active: true, metadata: body.metadata ?? {} };
      if (this.products.has(p.id)) return this.send(res, 400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } });
      this.products.set(p.id, p);
      return this.send(res, 200, p);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Object.values((query.lookup_keys as Record<string, string> | string[] | undefined) ?? {});
      const data = [...this.prices.values()].filter((p) => p.active && (keys.length === 0 || keys.includes(p.lookup_key as string)));
      return this.send(res, 200, this.list('/v1/prices', data));
    }
    if (method === 'POST' && path === '/v1/prices') {
      const recurring = body.recurring as Form | undefined;
      const price: Obj = {
        id: id('price'),
        object: 'price',
        active: true,
        product: body.product,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key ?? null,
        recurring: recurring ? { interval: recurring.interval, interval_count: 1 } : null,
        type: recurring ? 'recurring' : 'one_time',
        metadata: body.metadata ?? {},
      };
      if (body.transfer_lookup_key === 'true') for (const p of this.prices.values()) if (p.lookup_key === price.lookup_key) p.lookup_key = null;
      this.prices.set(price.id as string, price);
      return this.send(res, 200, price);
    }
    if (method === 'POST' && (hit = m(/^\/v1\/prices\/([^/]+)$/))) {
      const p = this.prices.get(hit[1]!);
      if (!p) return this.missing(res, `price: '${hit[1]}'`);
      if (body.active !== undefined) p.active = body.active === 'true';
      return this.send(res, 200, p);
    }
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        preferred_locales: Object.values(body.preferred_locales ?? {}),
        metadata: body.metadata ?? {},
      };
      this.customers.set(c.id, c);
      return this.send(res, 200, c);
    }
    if (
      (path === '/v1/checkout/sessions' || path === '/v1/billing_portal/sessions') &&
      method === 'POST' &&
      body.locale !== undefined &&
      !HOSTED_LOCALES.has(body.locale as string)
    ) {
      return this.send(res, 400, { error: { type: 'invalid_request_error', param: 'locale', message: `Invalid locale: ${String(body.locale)}` } });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const s: Obj = {
        id: id('cs'),
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        line_items: body.line_items,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        locale: body.locale ?? null,
        status: 'open',
        subscription: null,
      };
      s.url = `${this.base}/pay/${s.id as string}`;
      this.sessions.set(s.id as string, s);
      return this.send(res, 200, s);
    }
    if (method === 'GET' && (hit = m(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const s = this.subscriptions.get(hit[1]!);
      return s ? this.send(res, 200, s) : this.missing(res, `subscription: '${hit[1]}'`);
    }
    if (method === 'POST' && (hit = m(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const s = this.subscriptions.get(hit[1]!);
      if (!s) return this.missing(res, `subscription: '${hit[1]}'`);
      // as Stripe: a subscription a schedule manages is not cancelled directly
      if (s.schedule && body.cancel_at_period_end === 'true')
        return this.send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: `The subscription is managed by the subscription schedule \`${String(s.schedule)}\`, and updating any cancelation behavior directly is not allowed.`,
          },
        });
      if (body.cancel_at_period_end !== undefined) s.cancel_at_period_end = body.cancel_at_period_end === 'true';
      const items = body.items as Form[] | undefined;
      if (items?.[0]?.price) {
        const price = this.prices.get(items[0].price as string);
        if (!price) return this.missing(res, `price: '${String(items[0].price)}'`);
        const item = (s.items as { data: Obj[] }).data[0]!;
        item.price = price;
        s.last_proration_behavior = body.proration_behavior ?? null;
      }
      if (body.metadata) s.metadata = { ...(s.metadata as Obj), ...(body.metadata as Obj) };
      return this.send(res, 200, s);
    }
    // Subscription schedules: made from a subscription, their phases replaced, released.
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const sub = this.subscriptions.get(body.from_subscription as string);
      if (!sub) return this.missing(res, `subscription: '${String(body.from_subscription)}'`);
      if (sub.schedule) return this.send(res, 400, { error: { type: 'invalid_request_error', message: 'This subscription is already attached to a schedule.' } });
      const item = (sub.items as { data: Obj[] }).data[0]!;
      const schedule: Obj = {
        id: id('sub_sched'),
        object: 'subscription_schedule',
        subscription: sub.id,
        customer: sub.customer,
        status: 'active',
        end_behavior: 'release',
        phases: [{ start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: (item.price as Obj).id, quantity: 1 }] }],
      };
      this.schedules.set(schedule.id as string, schedule);
      sub.schedule = schedule.id;
      return this.send(res, 200, schedule);
    }
    if (method === 'GET' && (hit = m(/^\/v1\/subscription_schedules\/([^/]+)$/))) {
      const sc = this.schedules.get(hit[1]!);
      return sc ? this.send(res, 200, sc) : this.missing(res, `subscription_schedule: '${hit[1]}'`);
    }
    if (method === 'POST' && (hit = m(/^\/v1\/subscription_schedules\/([^/]+)\/release$/))) {
      const sc = this.schedules.get(hit[1]!);
      if (!sc || sc.status !== 'active') return this.missing(res, `subscription_schedule: '${hit[1]}'`);
      sc.status = 'released';
      sc.released_subscription = sc.subscription;
      this.subscriptions.get(sc.subscription as string)!.schedule = null;
      return this.send(res, 200, sc);
    }
    if (method === 'POST' && (hit = m(/^\/v1\/subscription_schedules\/([^/]+)$/))) {
      const sc = this.schedules.get(hit[1]!);
      if (!sc) return this.missing(res, `subscription_schedule: '${hit[1]}'`);
      const phases = (body.phases as Form[] | undefined) ?? [];
      for (const ph of phases) for (const it of (ph.items as Form[]) ?? []) if (!this.prices.has(it.price as string)) return this.missing(res, `price: '${String(it.price)}'`);
      sc.phases = phases.map((ph) => ({
        start_date: ph.start_date === undefined ? null : Number(ph.start_date),
        end_date: ph.end_date === undefined ? null : Number(ph.end_date),
        duration: ph.duration ? { interval: (ph.duration as Form).interval, interval_count: Number((ph.duration as Form).interval_count ?? 1) } : null,
        proration_behavior: ph.proration_behavior ?? null,
        items: ((ph.items as Form[]) ?? []).map((it) => ({ price: it.price, quantity: Number(it.quantity ?? 1) })),
      }));
      if (body.end_behavior) sc.end_behavior = body.end_behavior;
      return this.send(res, 200, sc);
    }
    if (method === 'GET' && (hit = m(/^\/v1\/invoices\/([^/]+)$/))) {
      const inv = this.invoices.get(hit[1]!);
      return inv ? this.send(res, 200, inv) : this.missing(res, `invoice: '${hit[1]}'`);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...this.invoices.values()].filter((i) => !query.customer || i.customer === query.customer).sort((a, b) => (b.created as number) - (a.created as number));
      return this.send(res, 200, this.list('/v1/invoices', data));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const p = { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, locale: body.locale ?? null };
      return this.send(res, 200, { ...p, url: `${this.base}/portal/${String(body.customer)}?return=${encodeURIComponent(String(body.return_url))}` });
    }
    // The hosted pages a browser sees (end-to-end tests).
    if (method === 'GET' && (hit = m(/^\/pay\/([^/]+)$/))) {
      const s = this.sessions.get(hit[1]!);
      if (!s) return this.missing(res, 'session');
      const price = this.prices.get(((s.line_items as Form[])[0]!.price as string) ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Local checkout</title></head><body><main><h1>Local checkout</h1>` +
          `<p id="amount">${Number(price?.unit_amount ?? 0) / 100} USD / ${String((price?.recurring as Obj | null)?.interval ?? '')}</p>` +
          `<form method="post"><button type="submit">Pay</button></form><p><a href="${String(s.cancel_url)}">Cancel</a></p></main></body></html>`,
      );
      return;
    }
    if (method === 'POST' && (hit = m(/^\/pay\/([^/]+)$/))) {
      const s = this.sessions.get(hit[1]!);
      if (!s) return this.missing(res, 'session');
      const { events } = this.completeCheckout(s.id as string);
      for (const e of events) await this.deliver(e);
      res.writeHead(303, { location: String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id as string) });
      res.end();
      return;
    }
    if (method === 'GET' && (hit = m(/^\/portal\/([^/]+)$/))) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Local customer portal</title></head><body><main><h1>Local customer portal</h1><p>${hit[1]}</p><a href="${url.searchParams.get('return') ?? '/'}">Return</a></main></body></html>`,
      );
      return;
    }
    // Test controls (end-to-end): the renewal of a customer's subscription, paid or failed, or the retry that pays.
    if (method === 'POST' && path === '/control/renew') {
      const customer = [...this.customers.values()].find((c) => c.email === url.searchParams.get('email'));
      const sub = [...this.subscriptions.values()].find((x) => x.customer === customer?.id);
      if (!sub) return this.missing(res, 'subscription');
      const paid = url.searchParams.get('paid') === 'true';
      // Paid while past_due: the retry of the open invoice succeeds.
      const events = paid && sub.status === 'past_due' ? this.recover(sub.id as string) : this.renew(sub.id as string, paid);
      for (const e of events) await this.deliver(e);
      return this.send(res, 200, sub);
    }
    this.send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } });
  }

  /** Pays the session: a subscription on its price, its first invoice paid; returns the events Stripe would send. */
  completeCheckout(sessionId: string, status: 'active' | 'trialing' = 'active'): { subscription: Obj; events: Obj[] } {
    const s = this.sessions.get(sessionId)!;
    const price = this.prices.get((s.line_items as Form[])[0]!.price as string)!;
    const start = this.now();
    const span = (price.recurring as Obj).interval === 'year' ? YEAR : MONTH;
    const sub: Obj = {
      id: id('sub'),
      object: 'subscription',
      customer: s.customer,
      status,
      cancel_at_period_end: false,
      metadata: (s.subscription_data as Obj).metadata ?? {},
      created: start,
      items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: start + span }] },
    };
    this.subscriptions.set(sub.id as string, sub);
    s.status = 'complete';
    s.subscription = sub.id;
    const invoice = this.invoice(sub, 'paid');
    return { subscription: sub, events: [this.event('checkout.session.completed', s), this.event('invoice.paid', invoice)] };
  }

  /** A new period begins (renewal): the period moves on and the next invoice is paid or not. */
  renew(subscriptionId: string, paid: boolean): Obj[] {
    const sub = this.subscriptions.get(subscriptionId)!;
    const item = (sub.items as { data: Obj[] }).data[0]!;
    // a schedule's next phase begins with the new period: its price from now on; after the last phase begins, released
    const schedule = sub.schedule ? this.schedules.get(sub.schedule as string) : undefined;
    if (schedule && (schedule.phases as Obj[]).length > 1) {
      (schedule.phases as Obj[]).shift();
      const next = (schedule.phases as Array<{ items: Array<{ price: string }> }>)[0]!;
      item.price = this.prices.get(next.items[0]!.price)!;
      if ((schedule.phases as Obj[]).length === 1 && schedule.end_behavior === 'release') {
        schedule.status = 'released';
        schedule.released_subscription = sub.id;
        sub.schedule = null;
      }
    }
    const span = ((item.price as Obj).recurring as Obj).interval === 'year' ? YEAR : MONTH;
    item.current_period_start = item.current_period_end;
    item.current_period_end = (item.current_period_end as number) + span;
    sub.status = paid ? 'active' : 'past_due';
    const invoice = this.invoice(sub, paid ? 'paid' : 'open');
    return [this.event(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice), this.event('customer.subscription.updated', sub)];
  }

  /** A later retry pays the open invoice. */
  recover(subscriptionId: string): Obj[] {
    const sub = this.subscriptions.get(subscriptionId)!;
    const open = [...this.invoices.values()].find((i) => i.status === 'open' && (i.parent as { subscription_details: Obj }).subscription_details.subscription === sub.id)!;
    open.status = 'paid';
    open.amount_paid = open.amount_due;
    open.status_transitions = { paid_at: this.now() };
    sub.status = 'active';
    return [this.event('invoice.paid', open), this.event('customer.subscription.updated', sub)];
  }

  /** Sets the subscription's status (and anything else) as Stripe would, returning the event. */
  update(subscriptionId: string, patch: Obj, type = 'customer.subscription.updated'): Obj {
    const sub = this.subscriptions.get(subscriptionId)!;
    Object.assign(sub, patch);
    return this.event(type, sub);
  }

  private seq = 0;
  private invoice(sub: Obj, status: 'paid' | 'open'): Obj {
    const item = (sub.items as { data: Array<{ price: Obj; current_period_start: number; current_period_end: number }> }).data[0]!;
    const price = item.price;
    const amount = price.unit_amount as number;
    const inv: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      number: `LOCAL-${String(++this.seq).padStart(4, '0')}`,
      created: this.now() + this.seq,
      currency: price.currency ?? 'usd',
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      status,
      status_transitions: { paid_at: status === 'paid' ? this.now() : null },
      customer_name: null,
      customer_email: null,
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', amount, currency: price.currency ?? 'usd', period: { start: item.current_period_start, end: item.current_period_end } }],
        has_more: false,
      },
      hosted_invoice_url: `${this.base}/invoice/${this.seq}`,
      invoice_pdf: `${this.base}/invoice/${this.seq}.pdf`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
    this.invoices.set(inv.id as string, inv);
    return inv;
  }

  /** An event carrying a snapshot of `object` as it is now (a later change does not alter it). */
  event(type: string, object: Obj): Obj {
    return { id: id('evt'), object: 'event', type, created: this.now(), api_version: Stripe.API_VERSION, livemode: false, data: { object: structuredClone(object) } };
  }

  /** The body and the signature header of `event`, as Stripe sends them (signed now, or at `timestamp`, in seconds). */
  sign(event: Obj, secret = this.opts.webhookSecret, timestamp = this.now()): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: stripeSigner.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  /** Posts a signed event to the app's webhook route (end-to-end). */
  async deliver(event: Obj): Promise<void> {
    if (!this.opts.webhookUrl) return;
    const { payload, signature } = this.sign(event);
    const res = await fetch(this.opts.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (!res.ok) throw new Error(`webhook ${String(event.type)}: ${res.status} ${await res.text()}`);
  }
}

/** The API key the local server accepts. */
export const LOCAL_STRIPE_KEY = 'sk_test_local_tasreef';
const stripeSigner = new Stripe(LOCAL_STRIPE_KEY);
