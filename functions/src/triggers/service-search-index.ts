/**
 * A listing is found by its own words only: when a service is created or its fields change,
 * its search index (searchTerms, nameTerms) is derived from the fields with the Admin SDK. The
 * rules keep the index out of every client write (SEARCH_INDEX_FIELDS, domain/src/service.ts);
 * the API writes the same index itself, and then this trigger finds nothing to do.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { ServiceDoc } from '@meramot/domain/entities';
import { isSearchIndexOf, serviceSearchIndexOf } from '@meramot/domain/service';
import { SERVICE_TRIGGER_OPTIONS } from '../options';
import { delivered } from './delivery';

/** Firestore's codes for a document that is gone, and for one changed since it was read. */
const GRPC_NOT_FOUND = 5;
const GRPC_FAILED_PRECONDITION = 9;

/**
 * Writes the search index `listing`'s fields give, when it is not the stored one: only if the
 * listing is unchanged since it was read (a newer edit fires the trigger with its own fields),
 * and updatedAt stays (indexing is not an edit). True when it wrote. The trigger and the
 * reconciliation (reconciliation.ts) both index through here.
 */
export async function indexListing(listing: DocumentSnapshot): Promise<boolean> {
  const doc = listing.data() as ServiceDoc<unknown> | undefined;
  if (!listing.exists || !doc?.service || isSearchIndexOf(doc, doc.service)) return false;
  try {
    await listing.ref.update(serviceSearchIndexOf(doc.service), {
      lastUpdateTime: listing.updateTime,
    });
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== GRPC_NOT_FOUND && code !== GRPC_FAILED_PRECONDITION) throw error;
    return false;
  }
}

export const indexServiceSearchTerms = onDocumentWritten(
  SERVICE_TRIGGER_OPTIONS,
  delivered('indexServiceSearchTerms', async (event) => {
    if (event.data?.after) await indexListing(event.data.after);
  }),
);
