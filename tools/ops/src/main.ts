import { OpsClient, OpsRequestError } from './lib/client';
import { USAGE, UsageError, parseCommand } from './lib/command';
import { formatMoves, formatOrder } from './lib/format';

/**
 * `npm run ops -- advance <orderGid> DELIVERED`: moves an order along the status tables, or
 * `restock <variantId> <quantity>`, `write-off <variantId> <quantity>`, `reprice <variantId> <price>`,
 * or `pay <organizationId> <amount> <reference> [orderGid...]`, through the running gateway's
 * operator API (GIO_URL, OPS_TOKEN).
 */
async function main(): Promise<number> {
  const command = parseCommand(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const token = process.env['OPS_TOKEN'];
  if (!token) throw new UsageError('OPS_TOKEN is not set (the same value the gateway was started with)');
  const client = new OpsClient(process.env['GIO_URL'] ?? 'http://localhost:4000', token);
  if (command.kind === 'show') {
    const answer = await client.show(command.orderGid);
    console.log(formatOrder(answer.order, answer.payments, answer.next));
    return 0;
  }
  if (command.kind === 'reprice') {
    const level = await client.reprice(command.variantId, command.price);
    console.log(`${level.variantId}: ${level.price} đ`);
    return 0;
  }
  if (command.kind === 'restock' || command.kind === 'write-off') {
    const level =
      command.kind === 'restock'
        ? await client.restock(command.variantId, command.quantity)
        : await client.writeOff(command.variantId, command.quantity);
    console.log(`${level.variantId}: ${level.availableCount} available, state ${level.state}`);
    return 0;
  }
  if (command.kind === 'pay') {
    const paid = await client.pay({
      organizationId: command.organizationId,
      amount: command.amount,
      reference: command.reference,
      ...(command.orderGids.length > 0 ? { orderGids: command.orderGids } : {}),
      ...(command.receivedOn ? { receivedOn: command.receivedOn } : {}),
    });
    const parts = paid.allocations.map((part) => `  #${part.gid}: ${part.amount} ₫`).join('\n');
    console.log(`payment ${paid.paymentId}${paid.replayed ? ' (recorded before under this reference; nothing applied again)' : ''}:\n${parts || '  (no open invoice)'}\nunapplied ${paid.unapplied} ₫, outstanding now ${paid.outstanding} ₫`);
    return 0;
  }
  const answer = await client.advance(command.orderGid, command.to, command.track);
  console.log(`moved ${answer.moves.length} step(s):\n${formatMoves(answer.moves)}\n${formatOrder(answer.order, answer.payments)}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof OpsRequestError) console.error(`gateway refused (${error.status} ${error.code}): ${error.message}`);
    else console.error(error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
