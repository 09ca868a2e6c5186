import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as firestore from 'firebase/firestore';
import { bookService, changeBookingStatus, fetchBookings, watchBookings } from './bookings-data';
import { OwnServiceError } from './own-service';

vi.mock('../../lib/firebase', () => ({ firestore: { name: 'db' } }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  doc: vi.fn((_db: unknown, path: string, id: string) => ({ path: `${path}/${id}` })),
  query: vi.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  orderBy: vi.fn((field: string, dir: string) => ({ orderBy: [field, dir] })),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
  addDoc: vi.fn(),
  updateDoc: vi.fn(),
  getDoc: vi.fn(),
  getDocs: vi.fn(),
  onSnapshot: vi.fn(),
}));

const customer = {
  uid: 'farhana-uid',
  email: 'farhana@meramot.test',
  displayName: 'Farhana Islam',
};

const serviceDoc = {
  providerUid: 'rahim-uid',
  provider: { name: 'Rahim Uddin', email: 'rahim@meramot.test', photoURL: '' },
  service: {
    serviceImgURL: '/images/services/electrical.svg',
    serviceName: 'House Wiring',
    serviceArea: 'Dhanmondi, Dhaka',
    servicePrice: 1500,
    description: 'Full house wiring checks.',
  },
};

function serviceSnapshot(data: unknown) {
  return {
    exists: () => data !== undefined,
    data: () => data,
  } as unknown as firestore.DocumentSnapshot;
}

const bookingData = {
  serviceId: 'wiring',
  serviceName: 'House Wiring',
  serviceImg: '/images/services/electrical.svg',
  pEmail: 'rahim@meramot.test',
  pName: 'Rahim Uddin',
  uEmail: 'farhana@meramot.test',
  uName: 'Farhana Islam',
  sDate: '2030-05-01T00:00:00.000Z',
  provideArea: 'Mirpur',
  price: 1500,
  serviceStatus: 'pending',
  customerUid: 'farhana-uid',
  providerUid: 'rahim-uid',
  createdAt: { toMillis: () => 1 },
};

describe('bookings data', () => {
  beforeEach(() => {
    vi.mocked(firestore.addDoc).mockReset();
    vi.mocked(firestore.getDoc).mockReset();
    vi.mocked(firestore.getDocs).mockReset();
  });

  it.each([
    ['customer', 'customerUid'],
    ['provider', 'providerUid'],
  ] as const)('filters the %s bookings by %s, newest first', async (role, field) => {
    vi.mocked(firestore.getDocs).mockResolvedValue({
      docs: [{ id: 'b1', data: () => bookingData }],
    } as unknown as firestore.QuerySnapshot);
    const bookings = await fetchBookings(role, 'me');
    expect(firestore.getDocs).toHaveBeenCalledWith({
      ref: { path: 'bookings' },
      constraints: [{ where: [field, '==', 'me'] }, { orderBy: ['createdAt', 'desc'] }],
    });
    expect(bookings).toEqual([
      {
        _id: 'b1',
        serviceId: 'wiring',
        serviceName: 'House Wiring',
        serviceImg: '/images/services/electrical.svg',
        pEmail: 'rahim@meramot.test',
        pName: 'Rahim Uddin',
        uEmail: 'farhana@meramot.test',
        uName: 'Farhana Islam',
        sDate: '2030-05-01T00:00:00.000Z',
        provideArea: 'Mirpur',
        price: 1500,
        serviceStatus: 'pending',
      },
    ]);
  });

  it('listens with the filtered query and hands back the unsubscribe', () => {
    const unsubscribe = vi.fn();
    vi.mocked(firestore.onSnapshot).mockReturnValue(unsubscribe);
    expect(watchBookings('provider', 'rahim-uid', vi.fn(), vi.fn())).toBe(unsubscribe);
    expect(vi.mocked(firestore.onSnapshot).mock.calls[0]?.[0]).toEqual({
      ref: { path: 'bookings' },
      constraints: [
        { where: ['providerUid', '==', 'rahim-uid'] },
        { orderBy: ['createdAt', 'desc'] },
      ],
    });
  });

  it('books with the fields copied from the service document, as pending', async () => {
    vi.mocked(firestore.getDoc).mockResolvedValue(serviceSnapshot(serviceDoc));
    vi.mocked(firestore.addDoc).mockResolvedValue({ id: 'b1' } as firestore.DocumentReference);
    await expect(
      bookService('wiring', customer, { sDate: '2030-05-01T00:00:00.000Z', provideArea: 'Mirpur' }),
    ).resolves.toBe('b1');
    expect(firestore.getDoc).toHaveBeenCalledWith({ path: 'services/wiring' });
    expect(firestore.addDoc).toHaveBeenCalledWith(
      { path: 'bookings' },
      {
        serviceId: 'wiring',
        serviceName: 'House Wiring',
        serviceImg: '/images/services/electrical.svg',
        pEmail: 'rahim@meramot.test',
        pName: 'Rahim Uddin',
        uEmail: 'farhana@meramot.test',
        uName: 'Farhana Islam',
        sDate: '2030-05-01T00:00:00.000Z',
        provideArea: 'Mirpur',
        price: 1500,
        serviceStatus: 'pending',
        customerUid: 'farhana-uid',
        providerUid: 'rahim-uid',
        createdAt: 'SERVER_TIME',
        updatedAt: 'SERVER_TIME',
      },
    );
  });

  it("refuses the provider's own service by uid and writes nothing", async () => {
    vi.mocked(firestore.getDoc).mockResolvedValue(serviceSnapshot(serviceDoc));
    await expect(
      bookService('wiring', { ...customer, uid: 'rahim-uid' }, { sDate: 'x', provideArea: 'y' }),
    ).rejects.toBeInstanceOf(OwnServiceError);
    expect(firestore.addDoc).not.toHaveBeenCalled();
  });

  it('refuses a service that no longer exists', async () => {
    vi.mocked(firestore.getDoc).mockResolvedValue(serviceSnapshot(undefined));
    await expect(bookService('gone', customer, { sDate: 'x', provideArea: 'y' })).rejects.toThrow(
      /no longer exists/,
    );
    expect(firestore.addDoc).not.toHaveBeenCalled();
  });

  it('changes only serviceStatus and updatedAt', async () => {
    await changeBookingStatus('b1', 'Working');
    expect(firestore.updateDoc).toHaveBeenCalledWith(
      { path: 'bookings/b1' },
      { serviceStatus: 'Working', updatedAt: 'SERVER_TIME' },
    );
  });
});
