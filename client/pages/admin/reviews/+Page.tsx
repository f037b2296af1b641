import { MessageSquareText } from 'lucide-react';
import type { AdminReviewPageView } from '#contracts/reviews.contract';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { StatusFilterLinks } from '../../../features/admin/StatusFilterLinks';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { AdminReviewsTable } from '../../../features/reviews/AdminReviewsTable';
import { ToastProvider } from '../../../ui/Toaster';
import { adminReviewsApiPath, adminReviewsHref, parseAdminReviewsQuery, REVIEW_VISIBILITIES, visibilityLabel, type AdminReviewsQuery } from '../../../features/reviews/reviews';

export default function Page() {
  const { query, resource, reload } = useAdminListResource<AdminReviewsQuery, AdminReviewPageView>(parseAdminReviewsQuery, adminReviewsApiPath);
  const which = query.visibility ? `${visibilityLabel(query.visibility)} reviews` : 'All reviews';

  return (
    <ToastProvider>
      <AdminPageFrame
        width="max-w-7xl"
        icon={MessageSquareText}
        title="Reviews"
        description="What verified buyers say about their games, newest first. Hide an abusive review: shoppers no longer see it and it leaves the rating; its author sees it marked hidden."
      >
        <AdminListSection
          resource={resource}
          reload={reload}
          id="reviews"
          title={which}
          what="the reviews"
          loadingLabel="Loading reviews"
          filter={<StatusFilterLinks statuses={REVIEW_VISIBILITIES} current={query.visibility} labelOf={visibilityLabel} hrefOf={(visibility) => adminReviewsHref({ visibility, page: 1 })} />}
          count={({ hiddenCount }) => `${hiddenCount} hidden`}
          empty={{ title: `No ${query.visibility ? `${query.visibility} ` : ''}reviews`, text: 'Shoppers review a game from its page once it is delivered to them.' }}
          table={({ items, page }, pages) => <AdminReviewsTable reviews={items} caption={`${which}, newest first, page ${page} of ${pages}`} onChanged={reload} />}
          hrefFor={(page) => adminReviewsHref({ visibility: query.visibility, page })}
        />
      </AdminPageFrame>
    </ToastProvider>
  );
}
