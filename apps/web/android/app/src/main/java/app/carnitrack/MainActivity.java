package app.carnitrack;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
