/**
 * The demo knowledge base: two retail and two pharma tenants with their own vocabularies,
 * loaded into the database at first start when {@code demo.data.enabled} is true.
 */
package io.ragguard.demo;
