import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as firestore from 'firebase/firestore';
import { serviceSearchTerms } from '@meramot/domain/search-terms';
import {
  addService,
  deleteService,
  fetchMyServices,
  updateService,
  watchMyServices,
} from './provider-services-data';
import type { Owner } from './provider-services-data';

vi.mock('../../lib/firebase', () => ({ firestore: { name: 'db' } }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  doc: vi.fn((parent: { path: string }, id: string) => ({ path: `${parent.path}/${id}` })),
  query: vi.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  orderBy: vi.fn((field: string, dir: string) => ({ orderBy: [field, dir] })),
  serverTimestamp: vi.fn(() => 'SERVER_TIME'),
  addDoc: vi.fn(),
  updateDoc: vi.fn(),
  deleteDoc: vi.fn(),
  getDocs: vi.fn(),
  onSnapshot: vi.fn(),
}));

const owner: Owner = {
  uid: 'rahim-uid',
  email: 'rahim@meramot.test',
  displayName: 'Rahim Uddin',
  photoURL: null,
};

const fields = {
  serviceImgURL: '/images/services/electrical.svg',
  serviceName: 'House Wiring',
  serviceArea: 'Dhanmondi, Dhaka',
  servicePrice: 1500,
  description: 'Full house wiring checks.',
};

const ownQuery = {
  ref: { path: 'services' },
  constraints: [{ where: ['providerUid', '==', 'rahim-uid'] }, { orderBy: ['createdAt', 'desc'] }],
};

const snapshot = {
  docs: [
    {
      id: 's1',
      data: () => ({
        providerUid: 'rahim-uid',
        provider: { name: 'Rahim Uddin', email: 'rahim@meramot.test', photoURL: '' },
        service: fields,
        searchTerms: [],
      }),
    },
  ],
};

const expectedService = {
  _id: 's1',
  provider: {
    name: 'Rahim Uddin',
    email: 'rahim@meramot.test',
    photoURL: '',
    service: fields,
  },
};

describe('provider services data', () => {
  beforeEach(() => {
    vi.mocked(firestore.addDoc).mockReset();
    vi.mocked(firestore.updateDoc).mockReset();
  });

  it("reads only the provider's own services, newest first", async () => {
    vi.mocked(firestore.getDocs).mockResolvedValue(snapshot as unknown as firestore.QuerySnapshot);
    await expect(fetchMyServices('rahim-uid')).resolves.toEqual([expectedService]);
    expect(firestore.getDocs).toHaveBeenCalledWith(ownQuery);
  });

  it('listens with the same filtered query and hands back the unsubscribe', () => {
    const unsubscribe = vi.fn();
    const onData = vi.fn();
    vi.mocked(firestore.onSnapshot).mockImplementation(((
      _query: unknown,
      next: (value: unknown) => void,
    ) => {
      next(snapshot);
      return unsubscribe;
    }) as unknown as typeof firestore.onSnapshot);
    expect(watchMyServices('rahim-uid', onData, vi.fn())).toBe(unsubscribe);
    expect(vi.mocked(firestore.onSnapshot).mock.calls[0]?.[0]).toEqual(ownQuery);
    expect(onData).toHaveBeenCalledWith([expectedService]);
  });

  it('adds exactly the keys the rules expect', async () => {
    vi.mocked(firestore.addDoc).mockResolvedValue({ id: 'new' } as firestore.DocumentReference);
    await expect(addService(owner, fields)).resolves.toBe('new');
    expect(firestore.addDoc).toHaveBeenCalledWith(
      { path: 'services' },
      {
        providerUid: 'rahim-uid',
        provider: { name: 'Rahim Uddin', email: 'rahim@meramot.test', photoURL: '' },
        service: fields,
        searchTerms: serviceSearchTerms(fields),
        createdAt: 'SERVER_TIME',
        updatedAt: 'SERVER_TIME',
      },
    );
  });

  it('names a provider without a display name by their email', async () => {
    vi.mocked(firestore.addDoc).mockResolvedValue({ id: 'new' } as firestore.DocumentReference);
    await addService({ ...owner, displayName: null }, fields);
    const written = vi.mocked(firestore.addDoc).mock.calls[0]?.[1] as {
      provider: { name: string };
    };
    expect(written.provider.name).toBe('rahim@meramot.test');
  });

  it('updates the fields, terms, provider name and photo, never the owner or email', async () => {
    await updateService('s1', { ...owner, photoURL: '/me.svg' }, fields);
    expect(firestore.updateDoc).toHaveBeenCalledWith(
      { path: 'services/s1' },
      {
        service: fields,
        searchTerms: serviceSearchTerms(fields),
        'provider.name': 'Rahim Uddin',
        'provider.photoURL': '/me.svg',
        updatedAt: 'SERVER_TIME',
      },
    );
  });

  it('deletes by id', async () => {
    await deleteService('s1');
    expect(firestore.deleteDoc).toHaveBeenCalledWith({ path: 'services/s1' });
  });
});
