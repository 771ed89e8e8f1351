import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, quieter: its default writes two info lines for every
 * request, which costs more than a catalogue read served from memory. Here successful requests
 * log at debug (LOG_LEVEL=debug brings them back), answers of 400 and above at info, failures
 * at error as before; `/metrics` keeps every request's duration either way.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (reply.statusCode >= 400) reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
