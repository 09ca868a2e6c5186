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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import { adminApp } from '../../scripts/seed';
import { callApi } from '../support/api-client';
import { adminDb, fingerprint } from '../support/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { freshEvening } from '../support/booking-slot';

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
  firestore.runTransaction = ((update, options) => {
    const run = runTransaction(update, options);
    transactions.push(run.catch(() => undefined));
    return run;
  }) as typeof firestore.runTransaction;
  const app = createApp({ deadlineMs: DEADLINE_MS });
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
  expect(result.json).toEqual({
    error: 'The database did not answer in time: try again in a few seconds',
  });
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
