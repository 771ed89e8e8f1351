import type { Migration } from './migration';

/**
 * A cart's version (issue #20, the add-to-cart write path): every statement that inserts,
 * updates or deletes lines of a cart raises its `version`, by trigger, so no writer can forget.
 * A cart change reads the cart, its version and its lines in one statement outside any
 * transaction, decides, and writes in one statement that applies only while the version is the
 * one it read (compare-and-set on the cart row, which waits for a concurrent writer's lock and
 * then sees its committed version). A change that finds the version moved runs again under the
 * cart's row lock, as every change did before. Statement-level triggers with transition tables:
 * one UPDATE per writing statement, whatever the number of lines it touched.
 */
const bumpOn = (event: 'INSERT' | 'UPDATE' | 'DELETE') =>
  `CREATE TRIGGER cart_lines_version_${event.toLowerCase()} AFTER ${event} ON cart_lines
    REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_lines
    FOR EACH STATEMENT EXECUTE FUNCTION bump_cart_version()`;

export const migration0400CartVersion: Migration = {
  id: '0400-cart-version',
  statements: [
    `ALTER TABLE carts ADD COLUMN version BIGINT NOT NULL DEFAULT 0`,
    `CREATE FUNCTION bump_cart_version() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE carts SET version = version + 1 WHERE id IN (SELECT DISTINCT cart_id FROM changed_lines);
       RETURN NULL;
     END $$`,
    bumpOn('INSERT'),
    bumpOn('UPDATE'),
    bumpOn('DELETE'),
  ],
};
