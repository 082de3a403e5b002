/**
 * Conversations: the messages exchanged in one conversation with one tenant, kept so that later
 * questions can be read in their context.
 */
package io.ragguard.conversation;
