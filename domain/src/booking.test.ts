import { describe, expect, it } from 'vitest';
import { checkStatusMove, newBookingOf, ownsService } from './booking';
import { refusal as r } from './refusal';

const service = {
  providerUid: 'rahim-uid',
  provider: { name: 'Rahim', email: 'rahim@meramot.test', photoURL: '' },
  service: {
    serviceImgURL: '/images/services/plumbing.svg',
    serviceName: 'Pipe Fitting',
    serviceArea: 'Dhanmondi, Dhaka',
    servicePrice: 1500,
    description: 'Leaks fixed.',
    category: 'plumbing' as const,
    district: 'dhaka',
  },
};

describe('booking policy', () => {
  it('decides ownership by uid, whatever the emails say', () => {
    expect(ownsService(service, 'rahim-uid')).toBe(true);
    expect(ownsService(service, 'farhana-uid')).toBe(false);
  });

  it("copies name, image, provider and price from the service, the customer's number, and starts pending", () => {
    const booking = newBookingOf(
      'svc-1',
      service,
      { uid: 'farhana-uid', email: 'farhana@meramot.test', name: 'Farhana', phone: '01811000000' },
      { sDate: '2026-12-01T10:00:00.000Z', timeWindow: 'evening', provideArea: 'Mirpur 10' },
    );
    expect(booking).toEqual({
      serviceId: 'svc-1',
      serviceName: 'Pipe Fitting',
      serviceImg: '/images/services/plumbing.svg',
      pEmail: 'rahim@meramot.test',
      pName: 'Rahim',
      uEmail: 'farhana@meramot.test',
      uName: 'Farhana',
      uPhone: '01811000000',
      sDate: '2026-12-01T10:00:00.000Z',
      timeWindow: 'evening',
      provideArea: 'Mirpur 10',
      price: 1500,
      serviceStatus: 'pending',
      customerUid: 'farhana-uid',
      providerUid: 'rahim-uid',
    });
  });

  it("lets only the booking's two parties move its status, each with its own moves", () => {
    const parties = { providerUid: 'rahim-uid', customerUid: 'farhana-uid' };
    const pending = { ...parties, serviceStatus: 'pending' as const };
    expect(checkStatusMove(pending, 'rahim-uid', 'Working')).toEqual({
      allowed: true,
      next: 'Working',
    });
    expect(checkStatusMove(pending, 'rahim-uid', 'Declined')).toEqual({
      allowed: true,
      next: 'Declined',
    });
    expect(checkStatusMove(pending, 'farhana-uid', 'Cancelled')).toEqual({
      allowed: true,
      next: 'Cancelled',
    });
    expect(checkStatusMove(pending, 'farhana-uid', 'Working').allowed).toBe(false);
    expect(checkStatusMove(pending, 'rahim-uid', 'Cancelled').allowed).toBe(false);
    expect(checkStatusMove(pending, 'sumon-uid', 'Cancelled')).toMatchObject({
      allowed: false,
      refusal: r('statusNotParty'),
    });
    const completed = { ...parties, serviceStatus: 'Completed' as const };
    expect(checkStatusMove(completed, 'rahim-uid', 'Working').allowed).toBe(false);
    expect(checkStatusMove(pending, 'rahim-uid', 'pending').allowed).toBe(false);
  });
});
