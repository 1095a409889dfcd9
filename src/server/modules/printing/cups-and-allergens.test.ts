/**
 * Every drink is a cup, and every cup names its allergens as made, through real HTTP on each database: a milkshake
 * with no option chosen is a tile on the makers' queue and a label of its own (1/2, 2/2), sweets stay on the ticket
 * only, and a milk tea made with whole milk and tapioca pearls names Milk and the pearls' allergens on its label,
 * its tile and the ticket.
 */
import type { PrinterJobs } from '@domain/printing';
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { categoryOptionGroups } from '../../db/schema';
import { freeOption } from '../../seed/demo-options';
import { seedOptions } from '../../seed/seed-options';
import { call } from '../../test/build';
import { addPrinter as addCloudPrntPrinter, cloudPrntPrinter } from '../../test/cloudprnt-printer';
import { describeCheckoutShop, line, payInPage } from '../../test/checkout-support';
import { makeCategory, makeProduct } from '../../test/factories';

await describeCheckoutShop('cups and their allergens on %s', { staff: true }, (ctx) => {
  const suffix = randomBytes(3).toString('hex');
  let milkshake: Awaited<ReturnType<typeof makeProduct>>;
  let fudge: Awaited<ReturnType<typeof makeProduct>>;

  const { poll, fetchJob, confirm } = cloudPrntPrinter('00:11:62:00:00:02');
  /** Every job waiting for the printer at this address, as text, each confirmed printed. */
  async function printAll(url: string): Promise<string[]> {
    const printed: string[] = [];
    for (;;) {
      const answer = await (await poll(url)).json();
      if (!answer.jobReady) return printed;
      printed.push(await (await fetchJob(url, answer.jobToken)).text());
      await confirm(url, answer.jobToken);
    }
  }
  const addPrinter = async (name: string, jobs: PrinterJobs) =>
    (await addCloudPrntPrinter(ctx.server, ctx.staff, { name, jobs })).url;
  const option = (id: string, name: string, allergens: string[], isDefault = false) => ({
    ...freeOption(id, name, 0, isDefault),
    allergens,
  });

  beforeAll(async () => {
    const db = ctx.server.database.db;
    await seedOptions(db);
    const tea = ctx.shop.classic.category;
    await db.insert(categoryOptionGroups).values(['sugar', 'ice'].map((groupId) => ({ category: tea, groupId })));
    // The milk and the pearls, as staff declare them: whole milk brings milk, these pearls are kept with sulphites.
    for (const group of [
      {
        id: `milk-${suffix}`,
        name: 'Milk',
        kind: 'single',
        options: [
          option(`whole-milk-${suffix}`, 'Whole milk', ['milk'], true),
          option(`oat-milk-${suffix}`, 'Oat milk', ['gluten']),
        ],
      },
      {
        id: `pearls-${suffix}`,
        name: 'Pearls',
        kind: 'multi',
        min: 0,
        max: 1,
        options: [option(`tapioca-${suffix}`, 'Tapioca pearls', ['sulphites'])],
      },
    ]) {
      const saved = await call(ctx.server, 'POST', '/api/admin/option-groups', {
        headers: ctx.staff,
        body: { ...group, sortOrder: 5, categories: [tea], products: [] },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      // Staff read back what each option brings.
      expect(
        saved.body.group.options.map((saved: { id: string; allergens: string[] }) => [saved.id, saved.allergens]),
      ).toEqual(expect.arrayContaining(group.options.map((sent) => [sent.id, sent.allergens])));
    }
    // Milkshakes offer toppings; English sweets offer no option at all.
    const shakes = await makeCategory(db, { value: `milkshakes-${suffix}`, displayName: 'Milkshakes' });
    await db.insert(categoryOptionGroups).values({ category: shakes.value, groupId: 'toppings' });
    milkshake = await makeProduct(db, {
      name: `Oreo Milkshake ${suffix}`,
      category: shakes.value,
      priceReg: 450,
      priceLrg: 530,
      allergens: ['soya', 'milk', 'gluten'],
    });
    const sweets = await makeCategory(db, { value: `english-sweets-${suffix}`, displayName: 'English Sweets' });
    fudge = await makeProduct(db, {
      name: `Fudge Chunks ${suffix}`,
      category: sweets.value,
      priceReg: 220,
      priceLrg: 400,
      allergens: ['milk'],
    });
    await ctx.server.services.menu.changed();
  });

  it('makes a plain milkshake a cup and names each cup’s allergens as made, on labels, tiles and the ticket', async () => {
    const labelsUrl = await addPrinter(`Labels ${suffix}`, 'labels');
    const ticketUrl = await addPrinter(`Tickets ${suffix}`, 'tickets');
    const tea = line(ctx.shop.classic, 1, 'reg', {
      options: ['sugar-50', 'ice-regular', `whole-milk-${suffix}`, `tapioca-${suffix}`],
    });
    const paid = await payInPage(ctx.server, {
      lines: [tea, line(milkshake, 1, 'reg'), line(fudge, 1, 'reg')],
      amount: 3.5 + 4.5 + 2.2,
      name: 'Cy Counter',
    });

    const queue = await call(ctx.server, 'GET', '/api/admin/queue', { headers: ctx.staff });
    const tiles = queue.body.orders.find((order: { id: string }) => order.id === paid.orderId);
    expect(tiles.cups.map((cup: { cup: string; drink: string; allergens: string[] }) => [cup.cup, cup.drink])).toEqual([
      ['1/2', ctx.shop.classic.name],
      ['2/2', milkshake.name],
    ]);
    expect(tiles.cups.map((cup: { allergens: string[] }) => cup.allergens)).toEqual([
      ['Milk', 'Sulphites'],
      ['Gluten', 'Milk', 'Soya'],
    ]);

    const labels = await printAll(labelsUrl);
    expect(labels).toHaveLength(2);
    expect(labels[0]).toContain('1/2');
    expect(labels[0]).toContain('Whole milk');
    expect(labels[0]).toContain('Tapioca pearls');
    expect(labels[0]).toContain('Allergens: Milk, Sulphites');
    expect(labels[1]).toContain('2/2');
    expect(labels[1]).toContain(milkshake.name.slice(0, 20));
    expect(labels[1]).toContain('Allergens: Gluten, Milk, Soya');
    expect(labels.join('\n')).not.toContain('Fudge');
    expect(labels.join('\n')).not.toContain('Contains allergens');

    const [ticket] = await printAll(ticketUrl);
    expect(ticket).toContain('Fudge Chunks');
    expect(ticket).toMatch(/^ {3}Allergens: Milk, Sulphites$/m);
    expect(ticket).toMatch(/^ {3}Allergens: Gluten, Milk, Soya$/m);

    const printView = await call(ctx.server, 'GET', `/api/admin/orders/${paid.orderId}/labels`, { headers: ctx.staff });
    expect(
      printView.body.labels.map((label: { cup: string; allergens: string[] }) => [label.cup, label.allergens]),
    ).toEqual([
      ['1/2', ['Milk', 'Sulphites']],
      ['2/2', ['Gluten', 'Milk', 'Soya']],
    ]);
  });

  it('leaves an order of sweets alone off the makers’ queue and the labels', async () => {
    const paid = await payInPage(ctx.server, { lines: [line(fudge, 2, 'reg')], amount: 4.4 });
    const queue = await call(ctx.server, 'GET', '/api/admin/queue', { headers: ctx.staff });
    expect(queue.body.orders.map((order: { id: string }) => order.id)).not.toContain(paid.orderId);
    const printView = await call(ctx.server, 'GET', `/api/admin/orders/${paid.orderId}/labels`, { headers: ctx.staff });
    expect(printView.body.labels).toEqual([]);
  });
});
