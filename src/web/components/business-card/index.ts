// The business card, shared by every screen that lists businesses.
export { BusinessCard, type BusinessCardProps } from './business-card';
export { BusinessCardSkeleton } from './business-card-skeleton';
export { PhotoPlaceholder } from './card-photos';
export { useMediaQuery, DESKTOP_SCREEN } from './use-media-query';
export { RatingLink } from './rating-link';
export { VerifiedOwnerBadge } from './verified-owner-badge';
export { OwnerConfirmed } from './owner-confirmed';
export { ContactButton, ViewMoreButton } from './card-actions';
export { OwnershipBadges, ownershipOf } from './ownership-badges';
