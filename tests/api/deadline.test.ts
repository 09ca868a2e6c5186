/**
 * The request deadline (functions/src/deadline.ts), in process: the Express app with a short
 * deadline, and the Admin SDK reaching the Firestore emulator through a relay on 127.0.0.1 that
 * can freeze: it keeps accepting bytes and answers none, as a Firestore that hangs would. The
 * caller gets 503 with Retry-After within the deadline, and a transaction whose read comes back
 * after the deadline writes nothing. In a file of its own: it points this process's Firestore
 * client at the relay.
 */
import { createServer as createHttpServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import { createServer, connect } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { getFirestore } from 'firebase-admin/firestore';
import type { Transaction } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import { adminApp } from '../../harness/seed';
import { callApi } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { freshEvening, slotStartIn } from '../support/booking-slot';
import { refusedBody } from '../support/refusals';
import { defaultWeek } from '@meramot/domain/availability';

/** Short, so the test is quick; long enough for the Auth emulator to verify a token. */
const DEADLINE_MS = 1500;

/** A TCP relay that passes bytes both ways, or holds them all while frozen. */
class FreezableRelay {
  private frozen = false;
  private held: (() => void)[] = [];
  private readonly sockets = new Set<Socket>();
  readonly server: Server;

  constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (chunk: Buffer) => {
          if (this.frozen) this.held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      forward(client, upstream);
      forward(upstream, client);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket
          .on('error', () => undefined)
          .on('close', () => {
            client.destroy();
            upstream.destroy();
          });
      }
    });
  }

  listen(): Promise<string> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => {
        resolve(`127.0.0.1:${(this.server.address() as AddressInfo).port}`);
      });
    });
  }

  freeze(): void {
    this.frozen = true;
  }

  /** Delivers what was held, in order, and passes bytes again. */
  thaw(): void {
    this.frozen = false;
    const held = this.held;
    this.held = [];
    for (const write of held) write();
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function hostAndPort(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  return { host: address.slice(0, at), port: Number(address.slice(at + 1)) };
}

let relay: FreezableRelay;
let apiServer: HttpServer;
let apiBase = '';
let seeded: Seeded;
/** Every transaction the app started, settled: committed, or rolled back. */
const transactions: Promise<unknown>[] = [];
/** When set, the relay freezes as a transaction's callback ends: its commit is what hangs. */
let freezeAtCommit = false;

beforeAll(async () => {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec');
  relay = new FreezableRelay(hostAndPort(emulator));
  // Read when the Firestore client is made, which is the first call below.
  process.env.FIRESTORE_EMULATOR_HOST = await relay.listen();
  seeded = await seedAndSignIn();
  // The app's Firestore is this one (one Admin app): its transactions are watched to their end.
  const firestore = getFirestore(adminApp());
  const runTransaction = firestore.runTransaction.bind(firestore);
  firestore.runTransaction = ((
    update: (transaction: Transaction) => Promise<unknown>,
    options?: Parameters<typeof runTransaction>[1],
  ) => {
    const run = runTransaction(async (transaction) => {
      const result = await update(transaction);
      if (freezeAtCommit) relay.freeze();
      return result;
    }, options);
    transactions.push(run.catch(() => undefined));
    return run;
  }) as unknown as typeof firestore.runTransaction;
  // DEADLINE_MS is when writes stop starting; a commit under way answers within the grace that
  // follows, and the stalled tests thaw well inside it.
  const app = createApp({ deadlineMs: DEADLINE_MS * 5, commitGraceMs: DEADLINE_MS * 4 });
  // As Cloud Functions calls the app: the body read first and kept as rawBody.
  apiServer = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => app(Object.assign(req, { rawBody: Buffer.concat(chunks) }), res));
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  relay.thaw();
  await new Promise((resolve) => apiServer.close(resolve));
  await getFirestore(adminApp()).terminate();
  await relay.close();
});

/** A request against the in-process app. */
const call = (path: string, options: Parameters<typeof callApi>[1] = {}) =>
  callApi(path, { ...options, base: apiBase });

/**
 * The deadline's answer. While the relay is frozen Firestore never answers, so only the
 * deadline can end the request: no need to time it.
 */
function expectDeadlineAnswer(result: Awaited<ReturnType<typeof callApi>>): void {
  expect(result.status, result.text).toBe(503);
  expect(result.json).toEqual(refusedBody('pastDeadline'));
  expect(result.headers.get('retry-after')).toBe('5');
  expect(result.headers.get('cache-control')).toBe('no-store');
}

describe('the request deadline', () => {
  it('answers as usual while Firestore answers', async () => {
    const result = await call(`/serviceDetails/${seeded.serviceIds.tank}`);
    expect(result.status).toBe(200);
  });

  it('answers 503 with Retry-After at the deadline when Firestore hangs', async () => {
    relay.freeze();
    try {
      expectDeadlineAnswer(await call(`/serviceDetails/${seeded.serviceIds.tank}`));
      expectDeadlineAnswer(await call('/publicServices'));
    } finally {
      relay.thaw();
    }
  });

  it('writes nothing for a booking whose read came back after the deadline', async () => {
    const booking = {
      serviceId: seeded.serviceIds.tank,
      sDate: freshEvening(),
      provideArea: 'Bashundhara',
      price: 2000,
    };
    const book = () =>
      call('/bookServices', {
        method: 'POST',
        token: seeded.users.farhana?.idToken ?? '',
        body: booking,
      });
    const tankBookings = async () =>
      (await adminDb().collection('bookings').where('serviceId', '==', booking.serviceId).get())
        .size;
    const countBefore = await tankBookings();
    const before = await fingerprint();

    relay.freeze();
    // Answered at the deadline while Firestore holds the transaction's read; then it answers.
    expectDeadlineAnswer(await book());
    relay.thaw();
    // The late transaction goes on, as it would have, and ends: rolled back, or (the bug this
    // catches) committed.
    expect(transactions.length).toBeGreaterThan(0);
    await Promise.all(transactions);
    expect(await fingerprint()).toEqual(before);

    // With Firestore answering again, the same request books, once.
    expect((await book()).status).toBe(200);
    expect(await tankBookings()).toBe(countBefore + 1);
  });
});

/**
 * Sends a request with Firestore hanging: from before the request ('start') or from the moment
 * its transaction commits ('commit'). Firestore answers again once the request is answered, or
 * at twice the deadline if it is not; then every transaction the app started has ended.
 */
async function whileStalled(
  at: 'start' | 'commit',
  send: () => Promise<Awaited<ReturnType<typeof callApi>>>,
  thawAfterMs = DEADLINE_MS * 2,
): Promise<Awaited<ReturnType<typeof callApi>>> {
  transactions.length = 0;
  if (at === 'start') relay.freeze();
  else freezeAtCommit = true;
  try {
    const answer = send();
    const later = new Promise((resolve) => setTimeout(resolve, thawAfterMs));
    await Promise.race([answer, later]);
    freezeAtCommit = false;
    relay.thaw();
    const result = await answer;
    await Promise.all(transactions);
    return result;
  } finally {
    freezeAtCommit = false;
    relay.thaw();
  }
}

/**
 * A write whose commit hung: answered 503 only when it wrote nothing (its commit rolled back at
 * the deadline), else with its success once Firestore answered.
 */
function expectAnsweredAsWritten(
  result: Awaited<ReturnType<typeof callApi>>,
  written: boolean,
): void {
  if (result.status === 503) expect(written, 'a 503 that wrote').toBe(false);
  else {
    expect(result.status, result.text).toBe(200);
    expect(written).toBe(true);
  }
}

describe('a write past the deadline answers 503 only when nothing was written', () => {
  const token = (key: string) => seeded.users[key]?.idToken ?? '';
  const key = (name: string) => `${name}-${Date.now()}-0123456789`;
  const appointment = (message: string) => ({
    name: 'Sadia Rahman',
    email: 'sadia@example.com',
    phone: '+8801911000003',
    date: '2026-12-24',
    message,
  });
  const appointmentsSaying = async (message: string) =>
    (await adminDb().collection('appointments').where('message', '==', message).get()).size;
  const newService = (serviceName: string) => ({
    provider: {
      name: 'Rahim Uddin',
      email: 'rahim@meramot.test',
      photoURL: '/images/avatars/provider-1.svg',
      service: {
        serviceImgURL: 'https://i.ibb.co/x/geyser.jpg',
        serviceName,
        serviceArea: 'Motijheel, Dhaka',
        servicePrice: 1100,
        description: 'Electric and gas geyser installation with a leak test.',
        category: 'appliance-repair',
        district: 'dhaka',
      },
    },
  });
  const servicesNamed = async (serviceName: string) =>
    (await adminDb().collection('services').where('service.serviceName', '==', serviceName).get())
      .size;

  it('POST /appointment without a key: 503 only if it wrote nothing', async () => {
    const message = 'Stalled letter without a key.';
    const result = await whileStalled('start', () =>
      call('/appointment', { method: 'POST', body: appointment(message) }),
    );
    expectAnsweredAsWritten(result, (await appointmentsSaying(message)) === 1);
  });

  it('POST /appointment with a key: 503 while its read hangs writes nothing; so at its commit', async () => {
    const message = 'Stalled letter with a key.';
    const send = (idempotencyKey: string) => () =>
      call('/appointment', {
        method: 'POST',
        body: appointment(message),
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    const before = await fingerprint();
    expectDeadlineAnswer(await whileStalled('start', send(key('letter-read'))));
    expect(await fingerprint()).toEqual(before);
    const committed = await whileStalled('commit', send(key('letter-commit')));
    expectAnsweredAsWritten(committed, (await appointmentsSaying(message)) === 1);
  });

  it('POST /addService, keyed or not: 503 only if it wrote nothing', async () => {
    const keyed = 'Stalled Keyed Geyser Fitting';
    const before = await fingerprint();
    const sendKeyed = (idempotencyKey: string) => () =>
      call('/addService', {
        method: 'POST',
        token: token('rahim'),
        body: newService(keyed),
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    expectDeadlineAnswer(await whileStalled('start', sendKeyed(key('service-read'))));
    expect(await fingerprint()).toEqual(before);
    const committed = await whileStalled('commit', sendKeyed(key('service-commit')));
    expectAnsweredAsWritten(committed, (await servicesNamed(keyed)) === 1);

    const unkeyed = 'Stalled Geyser Fitting';
    const result = await whileStalled('start', () =>
      call('/addService', { method: 'POST', token: token('rahim'), body: newService(unkeyed) }),
    );
    expectAnsweredAsWritten(result, (await servicesNamed(unkeyed)) === 1);
  });

  it('POST /bookServices with its commit hanging: 503 only if it wrote nothing', async () => {
    const booking = {
      serviceId: seeded.serviceIds.plumbing,
      sDate: slotStartIn(2, 'morning'),
      provideArea: 'Stalled commit lane',
      price: 800,
    };
    const result = await whileStalled('commit', () =>
      call('/bookServices', { method: 'POST', token: token('farhana'), body: booking }),
    );
    const stored = await adminDb()
      .collection('bookings')
      .where('provideArea', '==', booking.provideArea)
      .get();
    expectAnsweredAsWritten(result, stored.size === 1);
  });

  it('PUT /updateService with its commit hanging: 503 only if it wrote nothing', async () => {
    const id = seeded.serviceIds.wiring ?? '';
    const body = newService('Stalled Wiring Update');
    const result = await whileStalled('commit', () =>
      call(`/updateService/${id}`, { method: 'PUT', token: token('rahim'), body }),
    );
    const stored = await adminDb().doc(`services/${id}`).get();
    expectAnsweredAsWritten(result, stored.get('service.serviceName') === 'Stalled Wiring Update');
  });

  it('PUT /schedules/{uid}: a commit sent is answered, 200, and the schedule is the one sent', async () => {
    const uid = seeded.users.karim?.uid ?? '';
    const week = defaultWeek();
    week.fri = { morning: 3 };
    const result = await whileStalled('start', () =>
      call(`/schedules/${uid}`, {
        method: 'PUT',
        token: token('karim'),
        body: { week, daysOff: [] },
      }),
    );
    expect(result.status, result.text).toBe(200);
    expect((await adminDb().doc(`schedules/${uid}`).get()).get('week.fri')).toEqual({
      morning: 3,
    });
  });

  it('PUT /admin/commission: a commit sent is answered, 200, and the rate is the one sent', async () => {
    const result = await whileStalled('start', () =>
      call('/admin/commission', { method: 'PUT', token: token('tanvir'), body: { rateBps: 1100 } }),
    );
    expect(result.status, result.text).toBe(200);
    expect((await adminDb().doc('config/commission').get()).get('rateBps')).toBe(1100);
  });

  it('a commit still unconfirmed when the grace ends answers 504, never "nothing was written"', async () => {
    const result = await whileStalled(
      'start',
      () =>
        call('/admin/commission', {
          method: 'PUT',
          token: token('tanvir'),
          body: { rateBps: 1200 },
        }),
      DEADLINE_MS * 8,
    );
    expect(result.status, result.text).toBe(504);
    expect(result.headers.get('retry-after')).toBe('5');
    // It landed once Firestore answered again: a repeat of this PUT is what tells the client.
    expect((await adminDb().doc('config/commission').get()).get('rateBps')).toBe(1200);
  });
});
