import { addDoc, orderBy, query, serverTimestamp, where } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../lib/firebase';
import { appointmentsQuery, readerFor, sendAppointment } from './appointments-data';

vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null }, firestore: {} }));
vi.mock('firebase/firestore', () => ({
  addDoc: vi.fn(async () => ({ id: 'new-id' })),
  collection: vi.fn(() => 'appointments-collection'),
  getDocs: vi.fn(),
  onSnapshot: vi.fn(),
  orderBy: vi.fn((field: string, direction: string) => `orderBy(${field},${direction})`),
  query: vi.fn((...parts: unknown[]) => parts),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
  where: vi.fn((field: string, op: string, value: unknown) => `where(${field}${op}${value})`),
}));

const values = {
  name: '  Sadia Rahman ',
  email: '',
  phone: '+8801911000003',
  date: '2030-05-20',
  message: 'Need an electrician.',
};

beforeEach(() => {
  (auth as { currentUser: unknown }).currentUser = null;
});

describe('sendAppointment', () => {
  it('writes exactly the keys the rules accept, with uid null for a visitor', async () => {
    await expect(sendAppointment(values)).resolves.toBe('new-id');
    expect(addDoc).toHaveBeenCalledWith('appointments-collection', {
      name: 'Sadia Rahman',
      email: '',
      phone: '+8801911000003',
      date: '2030-05-20',
      message: 'Need an electrician.',
      uid: null,
      createdAt: 'SERVER_TIME',
    });
    expect(serverTimestamp).toHaveBeenCalled();
  });

  it("records a signed-in sender's uid", async () => {
    (auth as { currentUser: unknown }).currentUser = { uid: 'u-farhana' };
    await sendAppointment({ ...values, email: 'farhana@meramot.test' });
    expect(addDoc).toHaveBeenLastCalledWith(
      'appointments-collection',
      expect.objectContaining({ uid: 'u-farhana', email: 'farhana@meramot.test' }),
    );
  });

  it('refuses invalid values without writing', async () => {
    vi.mocked(addDoc).mockClear();
    await expect(sendAppointment({ ...values, phone: '' })).rejects.toThrow('Phone is required');
    expect(addDoc).not.toHaveBeenCalled();
  });
});

describe('appointmentsQuery', () => {
  it("filters by the reader's uid, newest first, unless they are admin", () => {
    expect(appointmentsQuery({ uid: 'u1', admin: false })).toEqual([
      'appointments-collection',
      'where(uid==u1)',
      'orderBy(createdAt,desc)',
    ]);
    expect(appointmentsQuery({ uid: 'u1', admin: true })).toEqual([
      'appointments-collection',
      'orderBy(createdAt,desc)',
    ]);
    expect(where).toHaveBeenCalledWith('uid', '==', 'u1');
    expect(orderBy).toHaveBeenCalledWith('createdAt', 'desc');
    expect(query).toHaveBeenCalled();
  });
});

describe('readerFor', () => {
  it('reads the admin custom claim from the ID token', async () => {
    const user = (admin: unknown) =>
      ({ uid: 'u1', getIdTokenResult: async () => ({ claims: { admin } }) }) as unknown as User;
    await expect(readerFor(user(true))).resolves.toEqual({ uid: 'u1', admin: true });
    await expect(readerFor(user(undefined))).resolves.toEqual({ uid: 'u1', admin: false });
    await expect(readerFor(user('yes'))).resolves.toEqual({ uid: 'u1', admin: false });
  });
});
