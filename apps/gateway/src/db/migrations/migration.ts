/** One schema change: statements run in order inside the migration transaction. */
export interface Migration {
  /** Sortable, never reused: `NNNN-name`. */
  readonly id: string;
  readonly statements: readonly string[];
}
