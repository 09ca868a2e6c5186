/**
 * Manage Service's delete, through the API (DELETE /deleteService/{id}) and not Firestore: the API
 * refuses a service that still has open bookings, which the security rules cannot check.
 */
import { apiFetch } from '../../lib/api';

export async function deleteService(serviceId: string): Promise<void> {
  await apiFetch(`/deleteService/${encodeURIComponent(serviceId)}`, { method: 'DELETE' });
}
