import { Download } from "lucide-react";
import { useState } from "react";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { exportAccountData } from "../api/export-data";
import { SectionHeading } from "@/components/ui/section-heading";

export function ExportDataCard() {
  const [isExporting, setIsExporting] = useState(false);

  async function handleExport() {
    setIsExporting(true);
    try {
      await exportAccountData();
      toast.success("Your data export is downloading");
    } catch (error) {
      reportFailure("Couldn't export your data", error);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Card as="section">
      <CardHeader>
        <SectionHeading id="export-data-title" icon={<Download />}>
          Export my data
        </SectionHeading>
        <CardDescription>
          Download everything we hold about you — your profile, your fasting history, your food log, your progress, your community posts and
          your photos — as a ZIP file (a JSON file, spreadsheets you can open in Excel or Numbers, and the photos).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={handleExport} disabled={isExporting}>
          {isExporting ? <Spinner /> : <Download aria-hidden="true" />}
          Download my data
        </Button>
      </CardContent>
    </Card>
  );
}
