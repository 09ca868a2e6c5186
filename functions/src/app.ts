/**
 * The Express app behind the `api` function: every path of SPEC.md §7 (DESIGN.md "REST API"),
 * one router per resource, reached as /api/** through the hosting rewrite or called directly.
 */
import cookieParser from 'cookie-parser';
import express from 'express';
import { answerError, responseHeaders, stripApiPrefix, unknownPath } from './middleware';
import { appointmentsRouter } from './routes/appointments';
import { bookingsRouter } from './routes/bookings';
import { servicesRouter } from './routes/services';
import { sessionRouter } from './routes/session';

export const app = express();
app.disable('x-powered-by');

app.use(responseHeaders, stripApiPrefix, cookieParser());
app.use(sessionRouter, servicesRouter, bookingsRouter, appointmentsRouter);
app.use(unknownPath);
app.use(answerError);
