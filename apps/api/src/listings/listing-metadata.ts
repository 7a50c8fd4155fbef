// Kept only while the upload routes still live in the app: they take the SEO slug from here.
// The rule is `titleSlug` in @unfurl/domain; the listing routes are @unfurl/api-feature-listings.
/** The slug part of an SEO title (`titleSlug` of @unfurl/domain). */
export { titleSlug as slug } from '@unfurl/domain';
