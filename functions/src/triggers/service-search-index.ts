/**
 * A listing is found by its own words only: when a service is created or its fields change,
 * its search index (searchTerms, nameTerms) is derived from the fields with the Admin SDK. The
 * rules keep the index out of every client write (SEARCH_INDEX_FIELDS, domain/src/service.ts);
 * the API writes the same index itself, and then this trigger finds nothing to do.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { ServiceDoc } from '@meramot/domain/entities';
import { isSearchIndexOf, serviceSearchIndexOf } from '@meramot/domain/service';
import { SERVICE_TRIGGER_OPTIONS } from '../options';
import { delivered } from './delivery';

/** Firestore's codes for a document that is gone, and for one changed since it was read. */
const GRPC_NOT_FOUND = 5;
const GRPC_FAILED_PRECONDITION = 9;

export const indexServiceSearchTerms = onDocumentWritten(
  SERVICE_TRIGGER_OPTIONS,
  delivered('indexServiceSearchTerms', async (event) => {
    const after = event.data?.after;
    const listing = after?.data() as ServiceDoc<unknown> | undefined;
    if (!after || !listing?.service || isSearchIndexOf(listing, listing.service)) return;
    try {
      // Only if nothing changed since: a newer edit fires this trigger again with its own fields.
      // updatedAt stays: indexing is not an edit.
      await after.ref.update(serviceSearchIndexOf(listing.service), {
        lastUpdateTime: after.updateTime,
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== GRPC_NOT_FOUND && code !== GRPC_FAILED_PRECONDITION) throw error;
    }
  }),
);
