"""Playing over the network in the window: the network thread (bridge) and the remote seat (controller)."""
