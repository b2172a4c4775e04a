import { BadgeCheck, TriangleAlert } from '@/components/ui/icons'
import type { VerificationView } from '@/lib/certificates/verification-view'

/** The answer a verifier came for, first and plain: valid, or revoked with when and why. */
export function CertificateStatus({ status }: { status: VerificationView['status'] }) {
  if (status.valid) {
    return (
      <p className="flex items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-5 py-4 text-lg font-semibold text-emerald-900">
        <BadgeCheck aria-hidden="true" size={28} className="shrink-0 text-emerald-700" />
        <span>
          Valid certificate <span className="font-normal text-emerald-800">/ Sijil sah</span>
        </span>
      </p>
    )
  }
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-red-900">
      <p className="flex items-center gap-3 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" size={28} className="shrink-0 text-red-700" />
        <span>
          Revoked on {status.revokedOn.en}{' '}
          <span className="font-normal">/ Dibatalkan pada {status.revokedOn.ms}</span>
        </span>
      </p>
      {status.reason ? (
        <p className="mt-2 pl-10">
          <span className="font-semibold">Reason / Sebab:</span> {status.reason}
        </p>
      ) : null}
    </div>
  )
}
