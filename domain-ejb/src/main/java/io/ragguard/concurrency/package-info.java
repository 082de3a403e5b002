/**
 * Work a request shares with the executor without ever waiting for a task stuck in a queue: the one
 * who needs a result runs the work itself when no thread has taken it, and every wait has a deadline.
 */
package io.ragguard.concurrency;
