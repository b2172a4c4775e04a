import { adminEndpoint } from '@/endpoints/role-endpoint'
import { attendanceSchema } from '@/lib/validation/certificates'
import { markAttendance } from '@/server/certificates/mark-attendance'
import { readValidBody } from '@/server/http/read-valid-body'

// A later tap for the same person and day replaces the earlier one.
export const markAttendanceEndpoint = adminEndpoint(
  'post',
  '/dashboard/attendance',
  async (req) => {
    const input = await readValidBody(req, attendanceSchema, { collection: 'attendance-marks' })
    return Response.json(await markAttendance(req, input), {
      headers: { 'cache-control': 'no-store' },
    })
  },
)
