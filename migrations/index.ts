import { ScheduledRuns1732200000000 } from './1732200000000-scheduled-runs.js';
import { Catalogue1732300000000 } from './1732300000000-catalogue.js';
import { CatalogSyncRuns1732400000000 } from './1732400000000-catalog-sync-runs.js';
import { Accounts1732500000000 } from './1732500000000-accounts.js';
import { MailOutbox1732500100000 } from './1732500100000-mail-outbox.js';
import { ProfilesAndCredits1732500200000 } from './1732500200000-profiles-and-credits.js';
import { OrdersAndPayments1732600000000 } from './1732600000000-orders-and-payments.js';
import { CataloguePlatformIndex1732650000000 } from './1732650000000-catalogue-platform-index.js';
import { DeliveryAndMail1732700000000 } from './1732700000000-delivery-and-mail.js';
import { RedeemCodesAndCredit1732800000000 } from './1732800000000-redeem-codes-and-credit.js';
import { GameImports1732900000000 } from './1732900000000-game-imports.js';
import { AdminAuditLog1732910000000 } from './1732910000000-admin-audit-log.js';
import { ContactMessages1732920000000 } from './1732920000000-contact-messages.js';
import { KeyClaims1732930000000 } from './1732930000000-key-claims.js';
import { StockAlertsAndRefunds1732940000000 } from './1732940000000-stock-alerts-and-refunds.js';
import { LatePaymentsAndReview1732950000000 } from './1732950000000-late-payments-and-review.js';
import { CatalogueQueryPlans1732960000000 } from './1732960000000-catalogue-query-plans.js';
import { CheckoutLimits1733000000000 } from './1733000000000-checkout-limits.js';
import { MailSendLease1733010000000 } from './1733010000000-mail-send-lease.js';
import { DeliveredKeysAndExtraPayments1733030000000 } from './1733030000000-delivered-keys-and-extra-payments.js';
import { OrderStages1733045000000 } from './1733045000000-order-stages.js';
import { VerificationUntilPaid1733060000000 } from './1733060000000-verification-until-paid.js';
import { DeliveryKinds1733070000000 } from './1733070000000-delivery-kinds.js';
import { ProductReviews1733080000000 } from './1733080000000-product-reviews.js';
import { LiveChat1733090000000 } from './1733090000000-live-chat.js';
import { DeliveryConsent1733100000000 } from './1733100000000-delivery-consent.js';
import { RetentionIndexes1733140000000 } from './1733140000000-retention-indexes.js';
import { KeyEncryptionKeys1733150000000 } from './1733150000000-key-encryption-keys.js';
import { EmailVerification1733210000000 } from './1733210000000-email-verification.js';
import { SignInCodes1733220000000 } from './1733220000000-sign-in-codes.js';
import { KnownDevices1733230000000 } from './1733230000000-known-devices.js';
import { SecondFactors1733240000000 } from './1733240000000-second-factors.js';
import { Passkeys1733250000000 } from './1733250000000-passkeys.js';
import { AccountLinks1733260000000 } from './1733260000000-account-links.js';
import { CatalogueAtScale1733270000000 } from './1733270000000-catalogue-at-scale.js';
import { StockAlertOncePerCrossing1733300000000 } from './1733300000000-stock-alert-once-per-crossing.js';
import { AdminDashboard1733301000000 } from './1733301000000-admin-dashboard.js';
import { CatalogueEditing1733310000000 } from './1733310000000-catalogue-editing.js';
import { SupplierRestockAndPreOrders1733320000000 } from './1733320000000-supplier-restock-and-pre-orders.js';
import { DiscoveryIndexes1733330000000 } from './1733330000000-discovery-indexes.js';
import { WishlistsAlertsRegions1733340000000 } from './1733340000000-wishlists-alerts-regions.js';
import { SitemapIndex1733350000000 } from './1733350000000-sitemap-index.js';
import { TypoLookupPlansKept1733360000000 } from './1733360000000-typo-lookup-plans-kept.js';
import { PlatformPagesFromIndex1733370000000 } from './1733370000000-platform-pages-from-index.js';
import { StockUpdatesInPlace1733380000000 } from './1733380000000-stock-updates-in-place.js';
import { TypoLookupGenericPlan1733390000000 } from './1733390000000-typo-lookup-generic-plan.js';
import { PaymentIdsPerOrder1733400000000 } from './1733400000000-payment-ids-per-order.js';
import { AdminProductListIndex1733410000000 } from './1733410000000-admin-product-list-index.js';
import { AdminOrderListIndex1733420000000 } from './1733420000000-admin-order-list-index.js';

/** Every migration, oldest first. A new migration is added here as well as in its own file. */
export const migrations = [
  ScheduledRuns1732200000000,
  Catalogue1732300000000,
  CatalogSyncRuns1732400000000,
  Accounts1732500000000,
  MailOutbox1732500100000,
  ProfilesAndCredits1732500200000,
  OrdersAndPayments1732600000000,
  CataloguePlatformIndex1732650000000,
  DeliveryAndMail1732700000000,
  RedeemCodesAndCredit1732800000000,
  GameImports1732900000000,
  AdminAuditLog1732910000000,
  ContactMessages1732920000000,
  StockAlertsAndRefunds1732940000000,
  LatePaymentsAndReview1732950000000,
  KeyClaims1732930000000,
  CatalogueQueryPlans1732960000000,
  CheckoutLimits1733000000000,
  MailSendLease1733010000000,
  DeliveredKeysAndExtraPayments1733030000000,
  OrderStages1733045000000,
  VerificationUntilPaid1733060000000,
  DeliveryKinds1733070000000,
  ProductReviews1733080000000,
  LiveChat1733090000000,
  DeliveryConsent1733100000000,
  RetentionIndexes1733140000000,
  KeyEncryptionKeys1733150000000,
  EmailVerification1733210000000,
  SignInCodes1733220000000,
  KnownDevices1733230000000,
  SecondFactors1733240000000,
  Passkeys1733250000000,
  AccountLinks1733260000000,
  CatalogueAtScale1733270000000,
  StockAlertOncePerCrossing1733300000000,
  AdminDashboard1733301000000,
  CatalogueEditing1733310000000,
  SupplierRestockAndPreOrders1733320000000,
  DiscoveryIndexes1733330000000,
  WishlistsAlertsRegions1733340000000,
  SitemapIndex1733350000000,
  TypoLookupPlansKept1733360000000,
  PlatformPagesFromIndex1733370000000,
  StockUpdatesInPlace1733380000000,
  TypoLookupGenericPlan1733390000000,
  PaymentIdsPerOrder1733400000000,
  AdminProductListIndex1733410000000,
  AdminOrderListIndex1733420000000,
];
