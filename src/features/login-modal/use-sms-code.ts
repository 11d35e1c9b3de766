import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { sendSmsCode, type SmsPurpose } from '@/lib/api/sms';
import { ApiError } from '@/lib/http/errors';
import { useCountdown } from '@/hooks/use-countdown';
import { TEXT } from './strings';

const SMS_COUNTDOWN_SECONDS = 60;

interface Toasts {
  success: (text: string) => void;
  error: (text: string) => void;
}

/**
 * Sending an SMS code: validate the phone first, ignore clicks while sending or counting down,
 * keep the answer's `data` as the uuid of that purpose, and count down 60 s after a success.
 */
export function useSmsCode(form: FormInstance, toast: Toasts) {
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const uuids = useRef<Partial<Record<SmsPurpose, string>>>({});

  const send = async (purpose: SmsPurpose) => {
    if (countdown.running || busy.current) return;
    // Taken before the (async) validation, so two clicks in one tick still send one code.
    busy.current = true;
    let phoneNumber: string;
    try {
      ({ phoneNumber } = (await form.validateFields(['phoneNumber'])) as { phoneNumber: string });
    } catch {
      busy.current = false;
      return;
    }
    setSending(true);
    try {
      const answer = await sendSmsCode(purpose, phoneNumber);
      uuids.current[purpose] = answer.data;
      toast.success(TEXT.sendSuccess);
      countdown.start();
    } catch (error) {
      toast.error(error instanceof ApiError && !error.defaulted ? error.message : TEXT.sendFailed);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return {
    send,
    sending,
    counting: countdown.running,
    remaining: countdown.remaining,
    uuidFor: (purpose: SmsPurpose) => uuids.current[purpose],
  };
}
