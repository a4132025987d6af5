/// Every SQL statement of the state file, in one place (DESIGN.md §5.7 has the schema and why it is this one): a
/// change of a table is then one change here, beside the statements that read and write it, and `sqlite3 PATH`
/// users find the file's vocabulary in one page. Words: the *state file* is the file, the *journal* the
/// write-ahead queue of creates, action batches and deletes, the *save* what a graceful stop writes; *checkpoint*
/// is only SQLite's WAL checkpoint. A session's *stored state* (its engine state and retained events at one
/// version, written by the save and by compaction) lives in the `snapshot` and `events` columns: the column keeps
/// its name so that files written before stay readable, though in code `Snapshot` is the store's published one.
package enum Schema {
    /// The tables, created in one transaction with the header's pragmas (`header`).
    package static let tables = """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value) WITHOUT ROWID;
        CREATE TABLE sessions(
          id TEXT PRIMARY KEY,
          configuration TEXT NOT NULL,
          last_used INTEGER NOT NULL,
          version INTEGER NOT NULL,
          last_event_seq INTEGER NOT NULL,
          snapshot TEXT,
          events TEXT
        ) WITHOUT ROWID;
        CREATE TABLE actions(
          session TEXT NOT NULL,
          version INTEGER NOT NULL,
          last_event_seq INTEGER NOT NULL,
          at INTEGER NOT NULL,
          actions TEXT NOT NULL,
          screens TEXT,
          PRIMARY KEY(session, version)
        ) WITHOUT ROWID;
        \(storedScreens)
        """

    /// Schema version 4: pushed screens stored once (`StoredScreens`). An `actions` row lists in `screens` (a JSON
    /// array, NULL for none) the references it names; each screen counts the rows naming it in `uses`, and a
    /// trigger releases them whenever a row goes, by whatever statement (a session's delete, a compaction, a
    /// save, a row replaced): no path that drops rows can leave a screen behind or take one still named.
    /// Added to an older file as it is (`upgrade`), after its `actions` table got the column.
    package static let storedScreens = """
        CREATE TABLE screens(ref TEXT PRIMARY KEY, text TEXT NOT NULL, uses INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TRIGGER actions_release_screens AFTER DELETE ON actions WHEN old.screens IS NOT NULL BEGIN
          UPDATE screens SET uses = uses - 1 WHERE ref IN (SELECT value FROM json_each(old.screens));
          DELETE FROM screens WHERE uses <= 0 AND ref IN (SELECT value FROM json_each(old.screens));
        END;
        """
    /// An older file's `actions` rows get the column the version 4 rows fill.
    package static let addScreensColumn = "ALTER TABLE actions ADD COLUMN screens TEXT"

    /// The `meta` table's keys.
    package enum Meta: String {
        /// Always `segnav-state`.
        case format
        /// `--node`, or NULL without one.
        case node
        /// Unix seconds of the last commit: restore ages sessions by it.
        case clock
        /// `1` while a `--durability off` run holds sessions it has not saved.
        case unsaved
    }

    // The header: read from the raw file before SQLite opens it (`StateDatabase.checkHeader`).
    package static func header(applicationID: Int, version: Int) -> String {
        "PRAGMA application_id = \(applicationID); PRAGMA user_version = \(version)"
    }
    package static func setVersion(_ version: Int) -> String { "PRAGMA user_version = \(version)" }
    package static let version = "PRAGMA user_version"

    // Connections.
    package static let synchronousFull = "PRAGMA synchronous = FULL"
    /// recursive_triggers: a row that INSERT OR REPLACE replaces fires the trigger that releases its screens (SQLite
    /// fires delete triggers for such rows only with it).
    package static let writerConnection =
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 1000; PRAGMA recursive_triggers = ON"
    package static let checkpointConnection = "PRAGMA synchronous = FULL; PRAGMA busy_timeout = 1000"
    /// On the writer's connection once the checkpoint thread runs: it no longer checkpoints on its own commits, and
    /// the WAL is cut back to `walLimit` when it starts over.
    package static func checkpointsElsewhere(walLimit: Int) -> String {
        "PRAGMA wal_autocheckpoint = 0; PRAGMA journal_size_limit = \(walLimit)"
    }
    package static let pageSize = "PRAGMA page_size"

    // WAL checkpoints (the only "checkpoint" of the state file).
    package static let passiveCheckpoint = "PRAGMA wal_checkpoint(PASSIVE)"
    package static let restartCheckpoint = "PRAGMA wal_checkpoint(RESTART)"
    package static let truncateCheckpoint = "PRAGMA wal_checkpoint(TRUNCATE)"

    // Transactions.
    package static let begin = "BEGIN IMMEDIATE"
    package static let commit = "COMMIT"
    package static let rollback = "ROLLBACK"

    // meta.
    package static let insertMeta = "INSERT INTO meta(key, value) VALUES (?, ?)"
    package static let selectMeta = "SELECT value FROM meta WHERE key = ?"
    package static let updateMeta = "UPDATE meta SET value = ? WHERE key = ?"

    // sessions. One row each, written whole by a create (version 0, no stored state) and by the save.
    package static let upsertSession = """
        INSERT OR REPLACE INTO sessions(id, configuration, last_used, version, last_event_seq, snapshot, events)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """
    /// Compaction while serving: the session's stored state moves on, its configuration stays.
    package static let storeState = "UPDATE sessions SET version = ?, last_event_seq = ?, snapshot = ?, events = ?, last_used = ? WHERE id = ?"
    package static let touchSession = "UPDATE sessions SET last_used = ? WHERE id = ?"
    package static let deleteSession = "DELETE FROM sessions WHERE id = ?"
    package static let selectSessions = "SELECT id, configuration, last_used, version, last_event_seq, snapshot, events FROM sessions ORDER BY id"

    // actions. One row per session per commit: its batches of that commit.
    package static let insertActions =
        "INSERT OR REPLACE INTO actions(session, version, last_event_seq, at, actions, screens) VALUES (?, ?, ?, ?, ?, ?)"
    package static let deleteActions = "DELETE FROM actions WHERE session = ?"
    package static let deleteActionsThrough = "DELETE FROM actions WHERE session = ? AND version <= ?"
    package static let selectActions = "SELECT session, version, last_event_seq, at, actions FROM actions ORDER BY session, version"
    package static let sessionsWithMoreRows = "SELECT session FROM actions GROUP BY session HAVING count(*) > ?"
    // A schema upgrade's rewrite of the rows' text (`StateDatabase.upgrade`).
    package static let selectActionTexts = "SELECT session, version, actions FROM actions"
    package static let updateActionText = "UPDATE actions SET actions = ? WHERE session = ? AND version = ?"

    // screens (schema version 4).
    package static let selectScreen = "SELECT text FROM screens WHERE ref = ?"
    package static let insertScreen = "INSERT INTO screens(ref, text, uses) VALUES (?, ?, 1)"
    package static let useScreen = "UPDATE screens SET uses = uses + 1 WHERE ref = ?"
    package static let selectScreens = "SELECT ref, text FROM screens"

    /// The save without a journal (`--durability off`) replaces the whole file.
    package static let deleteAll = "DELETE FROM actions; DELETE FROM sessions; DELETE FROM screens"

    /// Another program's tables, named when its database is refused.
    package static let tableNames = "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
}
